import { schema } from "@comptoir/db";
import { openDemoTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportLiveCatalogue } from "./live-catalogue.ts";
import { ensureFirstVersion } from "./publishing.ts";

describe.each(TEST_ENGINES)("la version 1 de la carte (%s)", (engine) => {
  it("est faite une fois de la carte en ligne, même par deux démarrages ensemble", async () => {
    const database = await openDemoTestDatabase(engine);
    try {
      const now = new Date("2026-11-24T11:00:00Z");
      // An existing shop: its catalogue was there before the editor, it becomes an `upgrade`.
      await Promise.all([
        ensureFirstVersion(database.db, now, false),
        ensureFirstVersion(database.db, now, false),
      ]);
      await ensureFirstVersion(database.db, now, true);
      const versions = await database.db
        .select()
        .from(schema.catalogueVersions)
        .orderBy(asc(schema.catalogueVersions.id));
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({ kind: "upgrade", publishedAt: now, changes: [] });
      expect(versions[0]?.document).toEqual(await exportLiveCatalogue(database.db));
    } finally {
      await database.close();
    }
  }, 60_000);
});
