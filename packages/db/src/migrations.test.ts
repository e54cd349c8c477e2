import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;

describe("les migrations d'une boutique qui se met à jour", () => {
  const parent = mkdtempSync(join(tmpdir(), "comptoir-migrations-"));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("sont datées dans leur ordre: drizzle ne passe que celles plus récentes que la dernière appliquée", () => {
    const late = journal.entries.filter((entry, rank) => {
      const before = journal.entries[rank - 1];
      return before !== undefined && entry.when <= before.when;
    });
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });

  it("appliquent la dernière à une base qui avait toutes les autres", async () => {
    // The release before this one: the same folder without its last migration.
    const before = join(parent, "avant");
    cpSync(migrationsFolder, before, { recursive: true });
    writeFileSync(
      join(before, "meta", "_journal.json"),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }),
    );
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });
    await migrate(db, { migrationsFolder });
    const applied = await client.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
    await client.close();
  }, 120_000);
});
