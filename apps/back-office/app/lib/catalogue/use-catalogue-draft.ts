import type { ThingRef } from "@comptoir/contracts/catalogue-draft";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useOutletContext } from "react-router";
import { useStaffSession } from "../use-staff-session.ts";
import {
  type BulkBody,
  createDraftClient,
  type DraftPayload,
  type DraftThingPayload,
  type OrderParent,
} from "./draft-client.ts";

/**
 * The whole draft as the editor's pages share it (the list beside the form): read once, then kept
 * up to date by each save, reorder, deletion and bulk change, so the list follows the form as the
 * owner types.
 */
export function useCatalogueDraft() {
  const { session, api, endSession } = useStaffSession();
  const token = session?.token ?? null;
  const client = useMemo(() => (token ? createDraftClient(api.call) : null), [token, api]);
  const [draft, setDraft] = useState<DraftPayload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const readOnly = session?.member.role !== "owner";

  const reload = useCallback(async () => {
    if (!client) return;
    const result = await client.draft();
    if (result.ok) {
      setDraft(result.payload);
      setProblem(null);
    } else if (result.status === 401) endSession();
    else setProblem(result.message);
  }, [client, endSession]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** A thing saved by a form (or made): the list shows it at once. */
  const putThing = useCallback((thing: DraftThingPayload) => {
    setDraft((current) => {
      if (!current) return current;
      const others = current.things.filter((each) => each.ref !== thing.ref);
      return { ...current, things: [...others, thing] };
    });
  }, []);

  /** Refused calls say why in one place above the list; a dead session goes to the login. */
  const refused = useCallback(
    (result: { ok: false; status: number; message: string }) => {
      if (result.status === 401) endSession();
      else setProblem(result.message);
    },
    [endSession],
  );

  const order = useCallback(
    async (parent: OrderParent, keys: string[]) => {
      if (!client) return;
      // Shown in its new place at once: a reorder is one gesture, the last one wins (ADR 051).
      const place = new Map(keys.map((key, position) => [key, position]));
      const kind = parent.startsWith("menu:") ? "category" : parent.startsWith("category:") ? "item" : parent;
      setDraft((current) =>
        current
          ? {
              ...current,
              things: current.things.map((thing) =>
                thing.kind === kind && place.has(thing.key)
                  ? { ...thing, position: place.get(thing.key) ?? thing.position }
                  : thing,
              ),
            }
          : current,
      );
      const result = await client.order(parent, keys);
      if (!result.ok) {
        // The draft's own order back first, then why: a successful read clears the message.
        await reload();
        refused(result);
      }
    },
    [client, refused, reload],
  );

  const remove = useCallback(
    async (thing: DraftThingPayload) => {
      if (!client) return false;
      const result = await client.remove(thing.ref, thing.revision);
      if (!result.ok) {
        refused(result);
        return false;
      }
      // A menu takes its categories and dishes with it: the server's draft says what is left.
      await reload();
      return true;
    },
    [client, refused, reload],
  );

  const create = useCallback(
    async (ref: ThingRef, value: unknown, position: number) => {
      if (!client) return null;
      const result = await client.save(ref, { revision: null, value, position });
      if (!result.ok) {
        refused(result);
        return null;
      }
      putThing(result.payload.thing);
      return result.payload.thing;
    },
    [client, putThing, refused],
  );

  const bulk = useCallback(
    async (body: BulkBody) => {
      if (!client) return false;
      const result = await client.bulk(body);
      if (!result.ok) {
        refused(result);
        return false;
      }
      await reload();
      return true;
    },
    [client, refused, reload],
  );

  return {
    draft,
    problem,
    readOnly,
    client,
    endSession,
    reload,
    putThing,
    order,
    remove,
    create,
    bulk,
  };
}

export type CatalogueDraft = ReturnType<typeof useCatalogueDraft>;

/** The draft the editor's layout shares with the page beside its list. */
export function useCatalogue(): CatalogueDraft {
  return useOutletContext<CatalogueDraft>();
}

/** A thing of the draft by its ref, or null (not there, or the draft not read yet). */
export function findThing<T extends DraftThingPayload = DraftThingPayload>(
  draft: DraftPayload | null,
  ref: ThingRef,
): T | null {
  return (draft?.things.find((thing) => thing.ref === ref) as T | undefined) ?? null;
}
