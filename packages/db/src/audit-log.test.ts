import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { auditEntries } from "./schema/audit.ts";
import { openTestDatabase, TEST_ENGINES } from "./testing.ts";

describe.each(TEST_ENGINES)("le journal ne s'écrit qu'en ajout (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.db.insert(auditEntries).values({
      at: new Date("2026-05-04T10:00:00Z"),
      staffName: "Nadia",
      action: "catalogue.publish",
      subject: "catalogue",
    });
  }, 60_000);
  afterAll(() => database.close());

  it("refuse de modifier, d'effacer ou de vider une entrée", async () => {
    const { db } = database;
    await expect(db.update(auditEntries).set({ staffName: "Autre" })).rejects.toThrow();
    await expect(
      db.delete(auditEntries).where(eq(auditEntries.action, "catalogue.publish")),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_entries`)).rejects.toThrow();
    const rows = await db.select().from(auditEntries);
    expect(rows.map((row) => row.staffName)).toEqual(["Nadia"]);
  });
});
