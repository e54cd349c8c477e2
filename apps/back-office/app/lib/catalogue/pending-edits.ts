import type { ThingRef } from "@comptoir/contracts/catalogue-draft";
import { keep, readKept } from "../tablet-storage.ts";

/**
 * Edits typed but not yet saved, kept in this browser per thing: a reload, a closed tab or a lost
 * connection loses nothing, and the edit goes out with the revision it was typed on, so a
 * colleague's save in between is a conflict, never a silent overwrite.
 */
export interface PendingEdit<V> {
  value: V;
  revision: number | null;
  /** The value at that revision, as the server had it: a conflict merges the fields only one side changed. */
  base?: V | null;
}

const PREFIX = "comptoir.catalogue.pending.";

export function readPendingEdit<V>(ref: ThingRef): PendingEdit<V> | null {
  const kept = readKept(PREFIX + ref);
  if (!kept || typeof kept !== "object" || !("value" in kept) || !("revision" in kept)) return null;
  return kept as PendingEdit<V>;
}

export function keepPendingEdit<V>(ref: ThingRef, edit: PendingEdit<V> | null): void {
  keep(PREFIX + ref, edit);
}

/** The things with an edit waiting in this browser (a tab closed offline, a conflict left open). */
export function pendingRefs(): ThingRef[] {
  const refs: ThingRef[] = [];
  try {
    const storage = globalThis.localStorage;
    for (let index = 0; index < (storage?.length ?? 0); index++) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) refs.push(key.slice(PREFIX.length) as ThingRef);
    }
  } catch {
    // Forbidden storage keeps nothing: nothing waits.
  }
  return refs.sort();
}
