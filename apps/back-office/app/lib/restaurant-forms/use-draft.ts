import type { ThingRef } from "@comptoir/contracts/catalogue-draft";
import { staffAccountsApi } from "@comptoir/messages";
import { useEffect, useMemo, useState } from "react";
import { createDraftClient, type DraftClient, type DraftThingPayload } from "../catalogue/draft-client.ts";
import { usePasswordAgain } from "../use-password-again.ts";
import { useStaffSession } from "../use-staff-session.ts";

/**
 * The draft as the restaurant's forms need it: every thing, read once per session, and the client
 * that saves them. With `sensitive` (the payments), a save the server refuses for an old password
 * asks for it and goes again; a question closed keeps the server's refusal, which the form shows.
 */
export function useDraft({ sensitive = false }: { sensitive?: boolean } = {}) {
  const { session, api, endSession } = useStaffSession();
  const { withPassword, prompt } = usePasswordAgain(api);
  const [things, setThings] = useState<DraftThingPayload[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const token = session?.token ?? null;

  const client = useMemo<DraftClient | null>(() => {
    if (!token) return null;
    const plain = createDraftClient(api.call);
    if (!sensitive) return plain;
    return {
      ...plain,
      // A question closed: the save stays refused, as the server said, and the form says so.
      save: async (ref, body) =>
        (await withPassword(() => plain.save(ref, body))) ?? {
          ok: false,
          status: 403,
          code: "password_required",
          message: staffAccountsApi.passwordRequired,
        },
    };
  }, [token, api, sensitive, withPassword]);

  useEffect(() => {
    if (!client) return;
    void client.draft().then((result) => {
      if (result.ok) setThings(result.payload.things);
      else if (result.status === 401) endSession();
      else setProblem(result.message);
    });
  }, [client, endSession]);

  return {
    things,
    client,
    problem,
    prompt,
    readOnly: session ? session.member.role !== "owner" : true,
    onUnauthorized: () => endSession(),
  };
}

/** A thing as its form starts from: its value and revision, or null while the draft loads. */
export function initialOf<V>(
  things: readonly DraftThingPayload[] | null,
  ref: ThingRef,
  fallback: V,
): { value: V; revision: number | null } | null {
  if (!things) return null;
  const thing = things.find((each) => each.ref === ref);
  return thing ? { value: thing.value as V, revision: thing.revision } : { value: fallback, revision: null };
}
