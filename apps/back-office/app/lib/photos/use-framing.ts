import type { FramedPhoto, PhotoKind } from "@comptoir/domain";
import { fill, photoField as text } from "@comptoir/messages";
import { useEffect, useRef, useState } from "react";
import type { FramingPayload, PhotoClient } from "./photo-client.ts";

/** How often "En préparation…" asks again: an encoding takes a few seconds. */
export const FRAMING_POLL_MS = 1000;

export type FramingState =
  | { phase: "none" }
  /** Its state not known yet, or not for this person to ask (a team member reads the catalogue). */
  | { phase: "unknown"; message: string | null }
  | { phase: "preparing"; key: string }
  | { phase: "ready"; key: string }
  | { phase: "failed"; key: string; message: string };

function stateOf(framing: FramingPayload): FramingState {
  if (framing.status === "ready") return { phase: "ready", key: framing.key };
  if (framing.status === "failed")
    return {
      phase: "failed",
      key: framing.key,
      message: fill(text.framingFailed, { message: framing.failure ?? "" }),
    };
  return { phase: "preparing", key: framing.key };
}

/**
 * The framing a form's photo needs, and whether its renditions are ready: made (or found, it is
 * the same call) on the server, then asked again every second while the encoder prepares it. Only
 * owners make framings; for a team member the photo stays `unknown`, shown from its original.
 */
export function useFraming({
  photo,
  kind,
  client,
  readOnly,
  onUnauthorized,
}: {
  photo: FramedPhoto | null;
  kind: PhotoKind;
  client: PhotoClient | null;
  readOnly: boolean;
  onUnauthorized: () => void;
}): FramingState {
  const [state, setState] = useState<FramingState>({ phase: photo ? "unknown" : "none", message: null });
  const wanted = photo ? JSON.stringify(photo) : null;
  // Followed by reference: a caller's new function at each render must not start the asking again.
  const unauthorized = useRef(onUnauthorized);
  unauthorized.current = onUnauthorized;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the photo is followed by its value (`wanted`), not by its object.
  useEffect(() => {
    if (!photo) {
      setState({ phase: "none" });
      return;
    }
    setState({ phase: "unknown", message: null });
    if (!client || readOnly) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const follow = (framing: FramingPayload) => {
      const next = stateOf(framing);
      setState(next);
      if (next.phase === "preparing") timer = setTimeout(() => void ask(framing.key), FRAMING_POLL_MS);
    };
    const refused = (result: { status: number; message: string }) => {
      if (result.status === 401) unauthorized.current();
      setState({ phase: "unknown", message: fill(text.framingUnknown, { message: result.message }) });
    };
    const ask = async (key: string) => {
      const result = await client.framing(key);
      if (!live) return;
      if (result.ok) follow(result.payload.framing);
      else refused(result);
    };
    void client.frame(photo.id, kind, photo.crop).then((result) => {
      if (!live) return;
      if (result.ok) follow(result.payload.framing);
      else refused(result);
    });
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [wanted, kind, client, readOnly]);

  return state;
}
