import {
  AUTO_ACCEPT_SETTING,
  KITCHEN_RUSH_SETTING,
  type KitchenSettingsPayload,
  type Restaurant,
  type RushPayload,
} from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { draftSubjectNames } from "@comptoir/messages";
import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";

/** The kitchen settings as the board reads them, from the one restaurant model. */
export function kitchenSettingsOf(restaurant: Restaurant): KitchenSettingsPayload {
  return { auto_accept: restaurant.kitchen.autoAccept };
}

/**
 * Writes one kitchen setting in place (null: removes it) with who changed it in the audit log (ADR
 * 052), in one transaction. The row is locked, then set in place rather than deleted and inserted
 * again: two members changing it at once on PostgreSQL would otherwise both find the row gone,
 * and the second insert would meet the first's row (a 500).
 */
async function saveKitchenSetting(
  db: Db,
  change: { name: string; value: unknown; action: string; subject: string; subjectName: string },
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const { name, value } = change;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.name, name))
      .for("update");
    if (value === null) await tx.delete(schema.settings).where(eq(schema.settings.name, name));
    else
      await tx
        .insert(schema.settings)
        .values({ name, value })
        .onConflictDoUpdate({ target: schema.settings.name, set: { value } });
    await recordAudit(tx, actor, now, {
      action: change.action,
      subject: change.subject,
      subjectName: change.subjectName,
      before: before?.value ?? null,
      after: value,
    });
  });
}

/** Stores the kitchen settings where the restaurant model reads them (ADR 042). */
export function saveKitchenSettings(
  db: Db,
  settings: KitchenSettingsPayload,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  return saveKitchenSetting(
    db,
    {
      name: AUTO_ACCEPT_SETTING,
      value: settings.auto_accept,
      action: "kitchen.auto_accept",
      subject: "kitchen",
      subjectName: draftSubjectNames.kitchen,
    },
    actor,
    now,
  );
}

/**
 * Starts, changes or ends (null) the "coup de feu" (ADR 061): an operational setting like the
 * pauses (ADR 041), never part of a draft.
 */
export function saveRush(db: Db, rush: RushPayload | null, actor: AuditActor, now: Date): Promise<void> {
  return saveKitchenSetting(
    db,
    {
      name: KITCHEN_RUSH_SETTING,
      value: rush,
      action: "kitchen.rush",
      subject: "kitchen:rush",
      subjectName: draftSubjectNames.rush,
    },
    actor,
    now,
  );
}
