import { type DraftThing, fileOfThings, thingRef, thingsOfFile } from "@comptoir/contracts/catalogue-draft";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { type Db, schema } from "@comptoir/db";
import { asc, sql } from "drizzle-orm";
import type { AuditActor } from "../audit/audit-log.ts";
import { exportLiveCatalogue } from "./live-catalogue.ts";

const { catalogueDraftThings } = schema;

export type DraftThingRow = typeof catalogueDraftThings.$inferSelect;

/** The draft's rows, creating the draft from the live catalogue when there is none yet (ADR 051). */
export async function draftRows(db: Db, now: Date): Promise<DraftThingRow[]> {
  const rows = await db
    .select()
    .from(catalogueDraftThings)
    .orderBy(
      asc(catalogueDraftThings.kind),
      asc(catalogueDraftThings.position),
      asc(catalogueDraftThings.ref),
    );
  if (rows.length > 0) return rows;
  return db.transaction(async (tx) => {
    // Two first readers together: the second waits, then finds the draft made.
    await tx.execute(sql`select pg_advisory_xact_lock(4243)`);
    const again = await tx.select().from(catalogueDraftThings).orderBy(asc(catalogueDraftThings.ref));
    if (again.length > 0) return again;
    await replaceDraft(tx, await exportLiveCatalogue(tx), null, now);
    return tx.select().from(catalogueDraftThings).orderBy(asc(catalogueDraftThings.ref));
  });
}

export function thingOfRow(row: DraftThingRow): DraftThing {
  return { kind: row.kind, key: row.key, position: row.position, value: row.value } as DraftThing;
}

/** The draft as one restaurant file (not yet checked). */
export async function draftDocument(db: Db, now: Date): Promise<RestaurantFile> {
  return fileOfThings((await draftRows(db, now)).map(thingOfRow));
}

/**
 * The whole draft becomes `file` (a restore, a discard, an import), in the caller's transaction.
 * Every thing that stays gets a new revision, so an editor still holding an older one hears of the
 * change (409) instead of saving over it.
 */
export async function replaceDraft(
  tx: Db,
  file: RestaurantFile,
  actor: AuditActor | null,
  now: Date,
): Promise<void> {
  const previous = await tx
    .select({ ref: catalogueDraftThings.ref, revision: catalogueDraftThings.revision })
    .from(catalogueDraftThings);
  const revisions = new Map(previous.map((row) => [row.ref, row.revision]));
  await tx.delete(catalogueDraftThings);
  const rows = thingsOfFile(file).map((thing) => {
    const ref = thingRef(thing);
    return {
      ref,
      kind: thing.kind,
      key: thing.key,
      position: thing.position,
      value: thing.value,
      revision: (revisions.get(ref) ?? 0) + 1,
      updatedBy: actor?.id ?? null,
      updatedByName: actor?.name ?? null,
      updatedAt: now,
    };
  });
  // In slices: a 1,000-dish catalogue stays under the engines' limit of bound parameters.
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(catalogueDraftThings).values(rows.slice(start, start + 500));
  }
}
