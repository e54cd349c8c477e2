import type { ThingRef } from "@comptoir/contracts/catalogue-draft";
import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { type DraftClient, type DraftThingPayload, staleCurrent } from "./draft-client.ts";
import { fieldErrors } from "./field-errors.ts";
import { keepPendingEdit, readPendingEdit } from "./pending-edits.ts";

/** How long the owner's typing pauses before the edit goes to the draft. */
export const SAVE_DELAY_MS = 600;

export type SaveState =
  | "idle"
  | "saving"
  | "saved"
  | "offline"
  | "conflict"
  | "invalid"
  | "failed"
  | "readOnly";

/** A stale save: what the person typed, what the server has now, and the fields where they differ. */
export interface DraftConflict<V> {
  mine: V;
  theirs: V;
  revision: number;
  by: string | null;
  at: string;
  fields: string[];
  /** The side picked for each differing field; "mine" until the person picks "theirs". */
  picks: Record<string, "mine" | "theirs">;
}

export interface DraftThingOptions<V> {
  /** Null until the staff session is known. */
  client: DraftClient | null;
  /** The thing as the draft gave it, or `{ value, revision: null }` for a new one; null while loading. */
  initial: { value: V; revision: number | null } | null;
  schema: z.ZodType;
  /** Staff members read the catalogue; only owners change it. */
  readOnly?: boolean;
  /** A new thing's place among its siblings. */
  position?: number;
  onSaved?: (thing: DraftThingPayload) => void;
  onUnauthorized?: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A stale save merged with the server's value, field by field, against the value both started
 * from: a field only the colleague changed takes their value, a field only this person changed
 * keeps theirs; the fields both changed differently are left for the person to pick. Without the
 * starting value (an edit kept from before a reload), every differing field is theirs to pick.
 */
function mergeStale<V extends object>(mine: V, theirs: V, base: V | null): { merged: V; fields: string[] } {
  const minus = mine as Record<string, unknown>;
  const them = theirs as Record<string, unknown>;
  const was = base as Record<string, unknown> | null;
  const merged: Record<string, unknown> = { ...minus };
  const fields: string[] = [];
  for (const name of new Set([...Object.keys(minus), ...Object.keys(them)])) {
    if (same(minus[name], them[name])) continue;
    if (was && same(minus[name], was[name])) merged[name] = them[name];
    else if (!(was && same(them[name], was[name]))) fields.push(name);
  }
  return { merged: merged as V, fields };
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * What the save loop knows of one thing, apart from React's state: a timer or a network answer
 * acts on the latest of it, never on the values of the render that started it. Each ref gets its
 * own, so a save still under way when the form moves to another thing finishes for its own thing.
 */
interface Session<V> {
  ref: ThingRef;
  value: V | null;
  revision: number | null;
  /** The value at `revision`, as the server has it. */
  base: V | null;
  conflict: DraftConflict<V> | null;
  inFlight: boolean;
  again: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** Deleted: nothing of it is sent or kept any more. */
  discarded: boolean;
}

function newSession<V>(ref: ThingRef): Session<V> {
  return {
    ref,
    value: null,
    revision: null,
    base: null,
    conflict: null,
    inFlight: false,
    again: false,
    timer: null,
    discarded: false,
  };
}

/** What this browser keeps of a thing until the server has it. */
function keep<V>(session: Session<V>): void {
  if (session.value === null || session.discarded) return;
  keepPendingEdit(session.ref, { value: session.value, revision: session.revision, base: session.base });
}

/**
 * One thing of the draft in a form: its values as the person types, saved to the draft after a
 * pause in the typing and when a field is left, with a state to show ("Enregistrement…",
 * "Enregistré", offline, conflict). Every edit is kept in this browser until the server has it
 * (`pending-edits`), and sent again when the connection returns. A save based on a stale revision
 * merges what only one side changed, and for the fields both changed keeps the person's values and
 * exposes the server's beside them (`conflict`): the person picks per field, then `resolve` saves
 * on the server's revision.
 */
export function useDraftThing<V extends object>(ref: ThingRef, options: DraftThingOptions<V>) {
  const { initial, readOnly = false } = options;
  const [value, setValueState] = useState<V | null>(null);
  const [state, setState] = useState<SaveState>(readOnly ? "readOnly" : "idle");
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<DraftConflict<V> | null>(null);

  const sessionRef = useRef<Session<V>>(newSession<V>(ref));
  const loaded = useRef(false);
  if (sessionRef.current.ref !== ref) {
    sessionRef.current = newSession<V>(ref);
    loaded.current = false;
  }
  const latest = useRef(options);
  latest.current = options;

  /** Sends the session's value; what it shows, it shows only while its thing is the form's. */
  const send = useCallback(async (session: Session<V>): Promise<void> => {
    const shown = () => sessionRef.current === session;
    const show = (next: SaveState) => {
      if (shown()) setState(next);
    };
    const { client, readOnly: reading, schema } = latest.current;
    const sent = session.value;
    if (!client || reading || sent === null || session.conflict || session.discarded) return;
    if (session.inFlight) {
      session.again = true;
      return;
    }
    const problems = fieldErrors(schema, sent);
    if (shown()) setErrors(problems);
    if (Object.keys(problems).length > 0) {
      show("invalid");
      return;
    }
    if (isOffline()) {
      show("offline");
      return;
    }
    session.inFlight = true;
    show("saving");
    const result = await client.save(session.ref, {
      revision: session.revision,
      value: sent,
      ...(session.revision === null && latest.current.position !== undefined
        ? { position: latest.current.position }
        : {}),
    });
    session.inFlight = false;
    if (session.discarded) return;
    if (result.ok) {
      session.revision = result.payload.thing.revision;
      session.base = result.payload.thing.value as V;
      latest.current.onSaved?.(result.payload.thing);
      if (session.value === sent) {
        keepPendingEdit(session.ref, null);
        show("saved");
        if (shown()) setMessage(null);
      } else {
        // Typed on while it was sent: the newer values go next, on the new revision.
        keep(session);
        session.again = true;
      }
    } else if (result.status === 0) {
      show("offline");
      session.again = false;
      return;
    } else if (result.status === 401) {
      latest.current.onUnauthorized?.();
      return;
    } else {
      const current = staleCurrent(result);
      if (!current) {
        show("failed");
        if (shown()) setMessage(result.message);
        session.again = false;
        return;
      }
      const theirs = current.value as V;
      const { merged, fields } = mergeStale(session.value ?? sent, theirs, session.base);
      session.revision = current.revision;
      session.base = theirs;
      session.value = merged;
      if (shown()) setValueState(merged);
      keep(session);
      session.again = false;
      if (fields.length === 0) {
        // Nothing both sides changed: the merge goes out at once on the server's revision.
        await send(session);
        return;
      }
      session.conflict = {
        mine: merged,
        theirs,
        revision: current.revision,
        by: current.updated_by_name,
        at: current.updated_at,
        fields,
        picks: {},
      };
      if (shown()) setConflict(session.conflict);
      show("conflict");
      return;
    }
    if (session.again) {
      session.again = false;
      await send(session);
    }
  }, []);

  const schedule = useCallback(
    (session: Session<V>) => {
      if (session.timer) clearTimeout(session.timer);
      session.timer = setTimeout(() => {
        session.timer = null;
        void send(session);
      }, SAVE_DELAY_MS);
    },
    [send],
  );

  // Loads the thing once it is known, with the edit this browser kept for it, if any, which then
  // goes out at once. The draft read again with a newer revision (a bulk change) is shown to a
  // form with nothing of its own waiting; one with an edit waiting keeps it, and its save merges.
  useEffect(() => {
    const session = sessionRef.current;
    if (!initial) return;
    if (loaded.current) {
      const newer = initial.revision !== null && initial.revision > (session.revision ?? 0);
      const idle = !session.inFlight && !session.timer && !session.conflict && !readPendingEdit(ref);
      if (newer && idle) {
        session.value = initial.value;
        session.revision = initial.revision;
        session.base = initial.value;
        setValueState(initial.value);
      }
      return;
    }
    loaded.current = true;
    const pending = readPendingEdit<V>(ref);
    const start = pending ?? initial;
    session.value = start.value;
    session.revision = start.revision;
    session.base = pending ? (pending.base ?? null) : initial.value;
    setConflict(null);
    setValueState(start.value);
    setErrors({});
    setMessage(null);
    setState(readOnly ? "readOnly" : "idle");
    if (pending && !readOnly) void send(session);
  }, [ref, initial, readOnly, send]);

  // Back online: what waits in this browser goes out.
  useEffect(() => {
    const retry = () => {
      if (readPendingEdit(ref)) void send(sessionRef.current);
    };
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [ref, send]);

  // Leaving a thing (another dish, another page) sends what the pause had not sent yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the thing's session ends with its ref.
  useEffect(() => {
    const session = sessionRef.current;
    return () => {
      if (!session.timer) return;
      clearTimeout(session.timer);
      session.timer = null;
      void send(session);
    };
  }, [ref, send]);

  const setValue = useCallback(
    (update: V | ((current: V) => V)) => {
      const session = sessionRef.current;
      const current = session.value;
      if (current === null || latest.current.readOnly || session.discarded) return;
      const next = typeof update === "function" ? (update as (current: V) => V)(current) : update;
      session.value = next;
      setValueState(next);
      keep(session);
      if (!session.conflict) schedule(session);
    },
    [schedule],
  );

  const setField = useCallback(
    <F extends keyof V>(field: F, fieldValue: V[F]) =>
      setValue((current) => ({ ...current, [field]: fieldValue })),
    [setValue],
  );

  /** Saves now (a field was left): no need to wait for the pause. */
  const flush = useCallback(() => {
    const session = sessionRef.current;
    if (!session.timer) return;
    clearTimeout(session.timer);
    session.timer = null;
    void send(session);
  }, [send]);

  /** In a conflict: keep one side's value of a field. */
  const pick = useCallback((field: string, side: "mine" | "theirs") => {
    const session = sessionRef.current;
    const open = session.conflict;
    if (!open || session.value === null) return;
    const source = (side === "theirs" ? open.theirs : open.mine) as Record<string, unknown>;
    session.value = { ...session.value, [field]: source[field] } as V;
    session.conflict = { ...open, picks: { ...open.picks, [field]: side } };
    setConflict(session.conflict);
    setValueState(session.value);
    keep(session);
  }, []);

  /** Ends a conflict: the values picked go out on the server's revision. */
  const resolve = useCallback(async () => {
    const session = sessionRef.current;
    const open = session.conflict;
    if (!open) return;
    session.revision = open.revision;
    session.conflict = null;
    setConflict(null);
    keep(session);
    await send(session);
  }, [send]);

  /** The thing is deleted: nothing of it is sent any more, nothing kept. */
  const discard = useCallback(() => {
    const session = sessionRef.current;
    if (session.timer) clearTimeout(session.timer);
    session.timer = null;
    session.discarded = true;
    keepPendingEdit(session.ref, null);
  }, []);

  return { value, setValue, setField, flush, state, message, errors, conflict, pick, resolve, discard };
}
