import { AUTO_ACCEPT_SETTING, type KitchenSettingsPayload, type Restaurant } from "@comptoir/contracts";
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
