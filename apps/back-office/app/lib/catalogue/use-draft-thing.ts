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
 * One thing of the draft in a form: its values as the person types, saved to the draft after a
 * pause in the typing and when a field is left, with a state to show ("Enregistrement…",
 * "Enregistré", offline, conflict). Every edit is kept in this browser until the server has it
 * (`pending-edits`), and sent again when the connection returns. A save based on a stale revision
 * keeps the person's values and exposes the server's beside them (`conflict`): the person picks
 * per field, then `resolve` saves on the server's revision.
 */
export function useDraftThing<V extends object>(ref: ThingRef, options: DraftThingOptions<V>) {
  const { initial, readOnly = false } = options;
  const [value, setValueState] = useState<V | null>(null);
  const [state, setState] = useState<SaveState>(readOnly ? "readOnly" : "idle");
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<DraftConflict<V> | null>(null);

  // The save loop reads the latest of everything through refs: a timer or a network answer must
  // never act on the values of the render that started it.
  const valueRef = useRef<V | null>(null);
  const revisionRef = useRef<number | null>(null);
  /** The value at `revisionRef`, as the server has it. */
  const baseRef = useRef<V | null>(null);
  const conflictRef = useRef<DraftConflict<V> | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loadedFor = useRef<string | null>(null);
  const latest = useRef(options);
  latest.current = options;

  /** What this browser keeps until the server has it. */
  const keep = useCallback(() => {
    if (valueRef.current === null) return;
    keepPendingEdit(ref, { value: valueRef.current, revision: revisionRef.current, base: baseRef.current });
  }, [ref]);

  const send = useCallback(async (): Promise<void> => {
    const { client: current, readOnly: reading, schema: check } = latest.current;
    const sent = valueRef.current;
    if (!current || reading || sent === null || conflictRef.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const problems = fieldErrors(check, sent);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setState("invalid");
      return;
    }
    if (isOffline()) {
      setState("offline");
      return;
    }
    inFlight.current = true;
    setState("saving");
    const result = await current.save(ref, {
      revision: revisionRef.current,
      value: sent,
      ...(revisionRef.current === null && latest.current.position !== undefined
        ? { position: latest.current.position }
        : {}),
    });
    inFlight.current = false;
    if (result.ok) {
      revisionRef.current = result.payload.thing.revision;
      baseRef.current = result.payload.thing.value as V;
      latest.current.onSaved?.(result.payload.thing);
      if (valueRef.current === sent) {
        keepPendingEdit(ref, null);
        setState("saved");
        setMessage(null);
      } else {
        // Typed on while it was sent: the newer values go next, on the new revision.
        keep();
        again.current = true;
      }
    } else if (result.status === 0) {
      setState("offline");
      again.current = false;
      return;
    } else if (result.status === 401) {
      latest.current.onUnauthorized?.();
      return;
    } else {
      const current = staleCurrent(result);
      if (current) {
        const theirs = current.value as V;
        const { merged, fields } = mergeStale(valueRef.current ?? sent, theirs, baseRef.current);
        revisionRef.current = current.revision;
        baseRef.current = theirs;
        valueRef.current = merged;
        setValueState(merged);
        keep();
        if (fields.length === 0) {
          // Nothing both sides changed: the merge goes out at once on the server's revision.
          again.current = false;
          await send();
          return;
        }
        const next: DraftConflict<V> = {
          mine: merged,
          theirs,
          revision: current.revision,
          by: current.updated_by_name,
          at: current.updated_at,
          fields,
          picks: {},
        };
        conflictRef.current = next;
        setConflict(next);
        setState("conflict");
        again.current = false;
        return;
      }
      setState("failed");
      setMessage(result.message);
      again.current = false;
      return;
    }
    if (again.current) {
      again.current = false;
      await send();
    }
  }, [ref, keep]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void send();
    }, SAVE_DELAY_MS);
  }, [send]);

  // Loads the thing once it is known, with the edit this browser kept for it, if any, which then
  // goes out at once.
  useEffect(() => {
    if (!initial) return;
    if (loadedFor.current === ref) {
      // The draft was read again (a bulk change, a reload of the list) with a newer revision: a
      // form with nothing of its own waiting shows it; one with an edit waiting keeps the edit,
      // and its save will merge.
      const newer = initial.revision !== null && initial.revision > (revisionRef.current ?? 0);
      const idle = !inFlight.current && !timer.current && !conflictRef.current && !readPendingEdit(ref);
      if (newer && idle) {
        valueRef.current = initial.value;
        revisionRef.current = initial.revision;
        baseRef.current = initial.value;
        setValueState(initial.value);
      }
      return;
    }
    loadedFor.current = ref;
    const pending = readPendingEdit<V>(ref);
    const start = pending ?? initial;
    valueRef.current = start.value;
    revisionRef.current = start.revision;
    baseRef.current = pending ? (pending.base ?? null) : initial.value;
    conflictRef.current = null;
    setConflict(null);
    setValueState(start.value);
    setErrors({});
    setState(readOnly ? "readOnly" : "idle");
    if (pending && !readOnly) void send();
  }, [ref, initial, readOnly, send]);

  // Back online: what waits in this browser goes out.
  useEffect(() => {
    const retry = () => {
      if (readPendingEdit(ref)) void send();
    };
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [ref, send]);

  // Leaving the form (another dish, another page) sends what the pause had not sent yet.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      void send();
    },
    [send],
  );

  const setValue = useCallback(
    (update: V | ((current: V) => V)) => {
      const current = valueRef.current;
      if (current === null || latest.current.readOnly) return;
      const next = typeof update === "function" ? (update as (current: V) => V)(current) : update;
      valueRef.current = next;
      setValueState(next);
      keep();
      if (!conflictRef.current) schedule();
    },
    [keep, schedule],
  );

  const setField = useCallback(
    <F extends keyof V>(field: F, fieldValue: V[F]) =>
      setValue((current) => ({ ...current, [field]: fieldValue })),
    [setValue],
  );

  /** Saves now (a field was left): no need to wait for the pause. */
  const flush = useCallback(() => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
      void send();
    }
  }, [send]);

  /** In a conflict: keep one side's value of a field. */
  const pick = useCallback(
    (field: string, side: "mine" | "theirs") => {
      const open = conflictRef.current;
      const current = valueRef.current;
      if (!open || current === null) return;
      const source = (side === "theirs" ? open.theirs : open.mine) as Record<string, unknown>;
      const next = { ...current, [field]: source[field] } as V;
      const updated = { ...open, picks: { ...open.picks, [field]: side } };
      conflictRef.current = updated;
      valueRef.current = next;
      setConflict(updated);
      setValueState(next);
      keep();
    },
    [keep],
  );

  /** Ends a conflict: the values picked go out on the server's revision. */
  const resolve = useCallback(async () => {
    const open = conflictRef.current;
    if (!open) return;
    revisionRef.current = open.revision;
    conflictRef.current = null;
    setConflict(null);
    keep();
    await send();
  }, [keep, send]);

  /** The thing is deleted: nothing of it is sent any more, nothing kept. */
  const discard = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    valueRef.current = null;
    keepPendingEdit(ref, null);
  }, [ref]);

  return { value, setValue, setField, flush, state, message, errors, conflict, pick, resolve, discard };
}
