import { type CatalogueChange, catalogueChanges } from "@comptoir/contracts/catalogue-review";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import type { Db } from "@comptoir/db";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { replaceDraft } from "./draft-store.ts";
import { exportLiveCatalogue } from "./live-catalogue.ts";

/** Who imported: a member of the team through the API, or whoever runs `restaurant:import`. */
export type Importer = { member: AuditActor } | { terminal: string };

/**
 * An imported restaurant file becomes the whole draft (ADR 051), never the live catalogue: the
 * owner reviews it and publishes it. One transaction with its audit entry, so a failure leaves the
 * draft as it was. Returns what a publish of it would change, against the live catalogue.
 */
export async function importIntoDraft(
  db: Db,
  file: RestaurantFile,
  importer: Importer,
  now: Date,
): Promise<CatalogueChange[]> {
  return db.transaction(async (tx) => {
    const changes = catalogueChanges(await exportLiveCatalogue(tx), file);
    const actor = "member" in importer ? importer.member : null;
    await replaceDraft(tx, file, actor, now);
    await recordAudit(tx, actor, now, {
      action: "draft.import",
      subject: "catalogue",
      // The lines, not the file: the log says what the import changed, the draft holds the rest.
      after: { changes: changes.map((change) => change.text) },
      ...("terminal" in importer ? { staffName: importer.terminal } : {}),
    });
    return changes;
  });
}
