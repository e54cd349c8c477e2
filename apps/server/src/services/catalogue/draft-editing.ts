import {
  type DraftThing,
  type ItemValue,
  type ThingKind,
  thingParent,
  thingRef,
} from "@comptoir/contracts/catalogue-draft";
import { catalogueChanges, catalogueProblems } from "@comptoir/contracts/catalogue-review";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { type Db, schema } from "@comptoir/db";
import { draftSubjectNames, fill, catalogueEditorChecks as says } from "@comptoir/messages";
import { and, desc, eq, inArray, max, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { ensureFramings } from "../photos/framings.ts";
import { framingsOfThing, photoReadinessOf, unknownPhotos } from "./catalogue-photos.ts";
import { type DraftThingRow, draftDocument, draftRows, replaceDraft, thingOfRow } from "./draft-store.ts";
import { exportLiveCatalogue } from "./live-catalogue.ts";

const { catalogueDraftThings: things, catalogueVersions } = schema;

/**
 * Editing the catalogue's draft (ADR 051), thing by thing: saves checked against the revision they
 * were based on, deletes that take a menu's categories and a category's dishes with them, reorders
 * of one list, bulk changes of dishes, and discarding the whole draft. Each change and its audit
 * entries (ADR 052) are one transaction. Customers never read the draft: nothing here touches the
 * live catalogue.
 */

export interface DraftThingPayload {
  ref: string;
  kind: ThingKind;
  key: string;
  position: number;
  value: DraftThing["value"];
  revision: number;
  updated_by_name: string | null;
  updated_at: string;
}

export function draftThingPayload(row: DraftThingRow): DraftThingPayload {
  return {
    ref: row.ref,
    kind: row.kind,
    key: row.key,
    position: row.position,
    value: row.value,
    revision: row.revision,
    updated_by_name: row.updatedByName,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The name the audit log keeps for a thing: its own, or its section's. */
function thingName(kind: ThingKind, key: string, value: unknown): string {
  if (kind === "settings") return fill(draftSubjectNames.settings, { section: key });
  if (kind === "zones") return draftSubjectNames.zones;
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === "string" ? name : key;
}

/** The draft's things and the version it started from (none before the first publish). */
export async function draftPayload(db: Db, now: Date) {
  const rows = await draftRows(db, now);
  const [version] = await db
    .select({
      id: catalogueVersions.id,
      publishedAt: catalogueVersions.publishedAt,
      publishedByName: catalogueVersions.publishedByName,
    })
    .from(catalogueVersions)
    .orderBy(desc(catalogueVersions.id))
    .limit(1);
  return {
    things: rows.map(draftThingPayload),
    version: version
      ? {
          id: version.id,
          published_at: version.publishedAt.toISOString(),
          published_by_name: version.publishedByName,
        }
      : null,
  };
}

/** The last version's document, or the live catalogue before any version exists. */
async function lastPublished(db: Db): Promise<{ document: RestaurantFile; version: number | null }> {
  const [version] = await db
    .select({ id: catalogueVersions.id, document: catalogueVersions.document })
    .from(catalogueVersions)
    .orderBy(desc(catalogueVersions.id))
    .limit(1);
  if (version) return { document: version.document, version: version.id };
  return { document: await exportLiveCatalogue(db), version: null };
}

/** What a publish of the draft would change, and what blocks it or asks for confirmation. */
export async function draftReview(db: Db, now: Date) {
  const draft = await draftDocument(db, now);
  const { document } = await lastPublished(db);
  const photos = await photoReadinessOf(db, draft);
  return { changes: catalogueChanges(document, draft), ...catalogueProblems(draft, { photos }) };
}

/** Makes the draft from the live catalogue if nobody read it yet, so a first edit never lands alone. */
async function ensureDraft(db: Db, now: Date): Promise<void> {
  const [any] = await db.select({ ref: things.ref }).from(things).limit(1);
  if (!any) await draftRows(db, now);
}

async function lockedThing(tx: Db, ref: string): Promise<DraftThingRow | null> {
  return (await tx.select().from(things).where(eq(things.ref, ref)).for("update"))[0] ?? null;
}

async function existingRefs(tx: Db, refs: string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await tx.select({ ref: things.ref }).from(things).where(inArray(things.ref, refs));
  return new Set(rows.map((row) => row.ref));
}

/**
 * What a save cannot leave dangling: a category's menu, a dish's category and option groups. Other
 * references (an offer naming a removed dish) are the review's to report, not a save's to block.
 */
async function missingReference(tx: Db, kind: ThingKind, value: DraftThing["value"]): Promise<string | null> {
  if (kind === "category") {
    const menu = (value as { menu: string }).menu;
    if (!(await existingRefs(tx, [`menu:${menu}`])).has(`menu:${menu}`)) {
      return fill(says.menuUnknown, { key: menu });
    }
  }
  if (kind === "item") {
    const item = value as ItemValue;
    const refs = [`category:${item.category}`, ...item.options.map((group) => `group:${group}`)];
    const found = await existingRefs(tx, refs);
    if (!found.has(`category:${item.category}`)) return fill(says.categoryUnknown, { key: item.category });
    const missing = item.options.find((group) => !found.has(`group:${group}`));
    if (missing !== undefined) return fill(says.groupUnknown, { key: missing });
  }
  return null;
}

/** The kind and the filter of a list's members: every menu, a menu's categories, a category's dishes… */
function listOf(parent: string) {
  if (parent.startsWith("menu:")) {
    return { kind: "category" as const, where: sql`${things.value}->>'menu' = ${parent.slice(5)}` };
  }
  if (parent.startsWith("category:")) {
    return { kind: "item" as const, where: sql`${things.value}->>'category' = ${parent.slice(9)}` };
  }
  return { kind: parent as "menu" | "group" | "offer", where: sql`true` };
}

async function endOfList(tx: Db, parent: string): Promise<number> {
  const list = listOf(parent);
  const [last] = await tx
    .select({ position: max(things.position) })
    .from(things)
    .where(and(eq(things.kind, list.kind), list.where));
  return last?.position === null || last?.position === undefined ? 0 : last.position + 1;
}

export type SaveOutcome =
  | { ok: true; thing: DraftThingRow }
  | { ok: false; refused: "stale"; current: DraftThingRow | null }
  | { ok: false; refused: "exists"; current: DraftThingRow }
  | { ok: false; refused: "invalid"; message: string }
  | { ok: false; refused: "photo"; message: string };

/**
 * Saves one thing (its value already checked against its kind's schema). `revision` null makes a
 * new thing, at the end of its list unless `position` says; a number must be the stored revision,
 * else nothing is written and the caller gets the thing as it is now. A dish moved to another
 * category goes to the end of that category unless `position` says.
 */
export async function saveThing(
  db: Db,
  actor: AuditActor,
  now: Date,
  input: {
    kind: ThingKind;
    key: string;
    revision: number | null;
    value: DraftThing["value"];
    position?: number;
  },
): Promise<SaveOutcome> {
  await ensureDraft(db, now);
  const ref = thingRef(input);
  const thing = { kind: input.kind, key: input.key, position: 0, value: input.value } as DraftThing;
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const stored = await lockedThing(tx, ref);
    if (input.revision === null && stored) return { ok: false, refused: "exists", current: stored };
    if (input.revision !== null && (!stored || stored.revision !== input.revision)) {
      return { ok: false, refused: "stale", current: stored };
    }
    const missing = await missingReference(tx, input.kind, input.value);
    if (missing) return { ok: false, refused: "invalid", message: missing };
    // A photo is saved only once uploaded; its framings are made now, to be encoded by the publish.
    const framings = framingsOfThing(input);
    const [unknown] = await unknownPhotos(
      tx,
      framings.map((framing) => framing.photoId),
    );
    if (unknown !== undefined) {
      return { ok: false, refused: "photo", message: fill(says.photoUnknown, { id: unknown.slice(0, 12) }) };
    }
    await ensureFramings(tx, framings, now);
    const parent = thingParent(thing);
    const moved = stored !== null && thingParent(thingOfRow(stored)) !== parent;
    const unordered = input.kind === "settings" || input.kind === "zones";
    const position =
      input.position ?? (stored && !moved ? stored.position : unordered ? 0 : await endOfList(tx, parent));
    const columns = {
      value: input.value,
      position,
      updatedBy: actor.id,
      updatedByName: actor.name,
      updatedAt: now,
    };
    const [saved] = stored
      ? await tx
          .update(things)
          .set({ ...columns, revision: stored.revision + 1 })
          .where(eq(things.ref, ref))
          .returning()
      : await tx
          .insert(things)
          .values({ ref, kind: input.kind, key: input.key, revision: 1, ...columns })
          .onConflictDoNothing()
          .returning();
    if (!saved) {
      // Created by a colleague between the lock and the insert: theirs stands.
      const current = await lockedThing(tx, ref);
      if (current) return { ok: false, refused: "exists", current };
      throw new Error(`draft thing ${ref} not saved`);
    }
    await recordAudit(tx, actor, now, {
      action: "draft.save",
      subject: ref,
      subjectName: thingName(input.kind, input.key, input.value),
      before: stored?.value ?? null,
      after: input.value,
    });
    return { ok: true, thing: saved };
  });
}

export type DeleteOutcome =
  | { ok: true; deleted: string[] }
  | { ok: false; refused: "unknown" }
  | { ok: false; refused: "stale"; current: DraftThingRow };

/**
 * Deletes a thing at the revision the caller saw. A menu takes its categories and their dishes, a
 * category its dishes; a group or a dish stays named where it was used (dishes' options, offers),
 * which the review reports before any publish.
 */
export async function deleteThing(
  db: Db,
  actor: AuditActor,
  now: Date,
  input: { kind: ThingKind; key: string; revision: number },
): Promise<DeleteOutcome> {
  await ensureDraft(db, now);
  const ref = `${input.kind}:${input.key}`;
  return db.transaction(async (tx): Promise<DeleteOutcome> => {
    const stored = await lockedThing(tx, ref);
    if (!stored) return { ok: false, refused: "unknown" };
    if (stored.revision !== input.revision) return { ok: false, refused: "stale", current: stored };
    const removed: DraftThingRow[] = [stored];
    const categoryKeys: string[] = [];
    if (input.kind === "menu") {
      const categories = await tx
        .select()
        .from(things)
        .where(and(eq(things.kind, "category"), listOf(ref).where))
        .for("update");
      removed.push(...categories);
      categoryKeys.push(...categories.map((row) => row.key));
    }
    if (input.kind === "category") categoryKeys.push(input.key);
    if (categoryKeys.length > 0) {
      removed.push(
        ...(await tx
          .select()
          .from(things)
          .where(and(eq(things.kind, "item"), inArray(sql`${things.value}->>'category'`, categoryKeys)))
          .for("update")),
      );
    }
    const refs = removed.map((row) => row.ref);
    await tx.delete(things).where(inArray(things.ref, refs));
    for (const row of removed) {
      await recordAudit(tx, actor, now, {
        action: "draft.delete",
        subject: row.ref,
        subjectName: thingName(row.kind, row.key, row.value),
        before: row.value,
      });
    }
    return { ok: true, deleted: refs };
  });
}

/**
 * A list's new order: `keys` must be exactly the list's keys now (a reorder based on a stale list
 * would drop or repeat one), which become positions 0 to n − 1. Revisions stay: order is not part
 * of a thing's value, and the last reorder of a list wins (ADR 051).
 */
export async function reorderList(
  db: Db,
  actor: AuditActor,
  now: Date,
  parent: string,
  keys: string[],
): Promise<{ ok: true; things: DraftThingRow[] } | { ok: false }> {
  await ensureDraft(db, now);
  const list = listOf(parent);
  return db.transaction(async (tx) => {
    const members = await tx
      .select()
      .from(things)
      .where(and(eq(things.kind, list.kind), list.where))
      .for("update");
    const known = new Map(members.map((row) => [row.key, row]));
    const asked = new Set(keys);
    if (asked.size !== keys.length || keys.length !== members.length || keys.some((key) => !known.has(key))) {
      return { ok: false } as const;
    }
    const before = [...members].sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
    const reordered: DraftThingRow[] = [];
    for (const [position, key] of keys.entries()) {
      const row = known.get(key) as DraftThingRow;
      if (row.position !== position) {
        await tx.update(things).set({ position }).where(eq(things.ref, row.ref));
      }
      reordered.push({ ...row, position });
    }
    const [owner] = parent.includes(":") ? await tx.select().from(things).where(eq(things.ref, parent)) : [];
    await recordAudit(tx, actor, now, {
      action: "draft.order",
      subject: parent,
      subjectName: owner ? thingName(owner.kind, owner.key, owner.value) : "",
      before: before.map((row) => row.key),
      after: keys,
    });
    return { ok: true, things: reordered } as const;
  });
}

export type BulkChange =
  | { action: "attach_group" | "detach_group"; group: string }
  | { action: "reprice"; reprice: (item: ItemValue) => ItemValue | string };

/**
 * One change applied to many dishes in one transaction: each changed dish gets a new revision (an
 * editor holding the old one hears of it) and its own audit entry. A dish or group that is not in
 * the draft refuses the whole change; `reprice` answers a French reason to refuse it for a dish.
 */
export async function changeItems(
  db: Db,
  actor: AuditActor,
  now: Date,
  itemKeys: string[],
  change: BulkChange,
): Promise<{ ok: true; things: DraftThingRow[] } | { ok: false; message: string }> {
  await ensureDraft(db, now);
  return db.transaction(async (tx) => {
    if (change.action !== "reprice") {
      const groupRef = `group:${change.group}`;
      if (!(await existingRefs(tx, [groupRef])).has(groupRef)) {
        return { ok: false, message: fill(says.groupUnknown, { key: change.group }) } as const;
      }
    }
    const refs = [...new Set(itemKeys)].map((key) => `item:${key}`);
    const rows = await tx.select().from(things).where(inArray(things.ref, refs)).for("update");
    const found = new Set(rows.map((row) => row.ref));
    const missing = refs.find((ref) => !found.has(ref));
    if (missing !== undefined) {
      return { ok: false, message: fill(says.itemUnknown, { key: missing.slice(5) }) } as const;
    }
    const changed: DraftThingRow[] = [];
    for (const row of rows) {
      const item = row.value as ItemValue;
      let next: ItemValue | string;
      if (change.action === "reprice") {
        next = change.reprice(item);
      } else if (change.action === "attach_group") {
        next = item.options.includes(change.group)
          ? item
          : { ...item, options: [...item.options, change.group] };
      } else {
        next = { ...item, options: item.options.filter((group) => group !== change.group) };
      }
      if (typeof next === "string") return { ok: false, message: next } as const;
      if (JSON.stringify(next) === JSON.stringify(item)) continue;
      const [saved] = await tx
        .update(things)
        .set({
          value: next,
          revision: row.revision + 1,
          updatedBy: actor.id,
          updatedByName: actor.name,
          updatedAt: now,
        })
        .where(eq(things.ref, row.ref))
        .returning();
      if (saved) changed.push(saved);
      await recordAudit(tx, actor, now, {
        action: `draft.${change.action}`,
        subject: row.ref,
        subjectName: item.name,
        before: item,
        after: next,
      });
    }
    return { ok: true, things: changed } as const;
  });
}

/** The draft becomes the last version again (or the live catalogue before any version). */
export async function discardDraft(db: Db, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { document, version } = await lastPublished(tx);
    await replaceDraft(tx, document, actor, now);
    await recordAudit(tx, actor, now, {
      action: "draft.discard",
      subject: "catalogue",
      subjectName: draftSubjectNames.catalogue,
      after: { version },
    });
  });
}
