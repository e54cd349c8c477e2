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
 * Stores the kitchen settings as settings rows, where the restaurant model reads them (ADR 042),
 * and who changed them in the audit log (ADR 052), in one transaction.
 */
export async function saveKitchenSettings(
  db: Db,
  settings: KitchenSettingsPayload,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.name, AUTO_ACCEPT_SETTING))
      .for("update");
    await tx
      .insert(schema.settings)
      .values({ name: AUTO_ACCEPT_SETTING, value: settings.auto_accept })
      .onConflictDoUpdate({ target: schema.settings.name, set: { value: settings.auto_accept } });
    await recordAudit(tx, actor, now, {
      action: "kitchen.auto_accept",
      subject: "kitchen",
      subjectName: draftSubjectNames.kitchen,
      before: before?.value ?? null,
      after: settings.auto_accept,
    });
  });
}

/**
 * Starts, changes or ends (null) the "coup de feu" (ADR 061): an operational setting like the
 * pauses (ADR 041), never part of a draft, with who set it in the audit log, in one transaction.
 */
export async function saveRush(
  db: Db,
  rush: RushPayload | null,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(schema.settings)
      .where(eq(schema.settings.name, KITCHEN_RUSH_SETTING))
      .returning();
    if (rush) await tx.insert(schema.settings).values({ name: KITCHEN_RUSH_SETTING, value: rush });
    await recordAudit(tx, actor, now, {
      action: "kitchen.rush",
      subject: "kitchen:rush",
      subjectName: draftSubjectNames.rush,
      before: before?.value ?? null,
      after: rush,
    });
  });
}
