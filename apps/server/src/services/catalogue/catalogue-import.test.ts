import { DEMO_RESTAURANT_FILE, readRestaurantFile, schema, seedRestaurantIfEmpty } from "@comptoir/db";
import { openTestDatabase } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createStaffMember } from "../../testing/staff.ts";
import { tablePhotoBytes } from "../photos/photo-bytes.ts";
import { type ImportOutcome, importIntoDraft } from "./catalogue-import.ts";
import { draftDocument } from "./draft-store.ts";

const NOW = new Date("2026-11-26T10:00:00Z");

function changesOf(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome.changes;
}

describe("l'import d'un fichier du restaurant dans le brouillon", () => {
  it("note au journal le membre qui importe, ou la commande du terminal, avec les changements", async () => {
    const database = await openTestDatabase("pglite");
    try {
      const demo = readRestaurantFile(DEMO_RESTAURANT_FILE);
      await seedRestaurantIfEmpty(database.db, demo);
      const file = structuredClone(demo);
      const item = file.menus[0]?.categories[0]?.items[0];
      if (!item) throw new Error("la démo a un plat");
      item.price_pickup = 13.5;

      const byTerminal = changesOf(
        await importIntoDraft(
          database.db,
          tablePhotoBytes,
          file,
          { terminal: "Commande restaurant:import" },
          NOW,
        ),
      );
      expect(byTerminal).toHaveLength(1);
      expect(await draftDocument(database.db, NOW)).toEqual(file);

      const { member } = await createStaffMember(database.db, { role: "owner", name: "Nadia", now: NOW });
      const byMember = changesOf(await importIntoDraft(database.db, tablePhotoBytes, demo, { member }, NOW));
      // Against the live catalogue, which neither import touched: the demo's own file changes nothing.
      expect(byMember).toEqual([]);
      expect(await draftDocument(database.db, NOW)).toEqual(demo);

      const entries = await database.db
        .select()
        .from(schema.auditEntries)
        .where(eq(schema.auditEntries.action, "draft.import"))
        .orderBy(schema.auditEntries.id);
      expect(entries).toMatchObject([
        {
          staffId: null,
          staffName: "Commande restaurant:import",
          after: { changes: byTerminal.map((c) => c.text) },
        },
        { staffId: member.id, staffName: "Nadia", after: { changes: [] } },
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
