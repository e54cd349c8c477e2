import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";

describe("la base embarquée sur un dossier de données", () => {
  const parent = mkdtempSync(join(tmpdir(), "comptoir-db-"));
  const dataDir = join(parent, "donnees");
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("crée un dossier neuf, le rouvre avec ses données, et tourne avec des tampons à la taille d'une boutique", async () => {
    const first = await openDatabase({ engine: "pglite", dataDir });
    expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
    await first.db.execute(sql`create table carnet (mot text)`);
    await first.db.execute(sql`insert into carnet values ('gardé')`);
    await first.close();

    const again = await openDatabase({ engine: "pglite", dataDir });
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await again.db.execute(query)) as unknown as { rows: T[] }).rows;
    const words = await rows<{ mot: string }>(sql`select mot from carnet`);
    expect(words).toEqual([{ mot: "gardé" }]);
    const buffers = await rows<{ shared_buffers: string }>(sql`show shared_buffers`);
    expect(buffers[0]?.shared_buffers).toBe("8MB");
    await again.close();
  }, 60_000);
});
