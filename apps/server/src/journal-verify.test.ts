import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { openDatabase } from "@comptoir/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalArchive } from "./services/journal/archive.ts";
import { createChainer } from "./services/journal/chainer.ts";
import { openJournal } from "./services/journal/chainer-opening.ts";
import { insertSoldOrder, recordSale } from "./services/journal/chainer-testing.ts";
import { journalKeyFileOf, loadShopKey } from "./services/journal/shop-key.ts";
import { writeClosedNovember } from "./testing/chained-journal.ts";

const script = fileURLToPath(new URL("./journal-verify.ts", import.meta.url));

/** Runs the command as `npm run journal:verify --` would, on a PGlite data folder. */
async function run(dataDir: string, args: string[] = []) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: "", DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run journal:verify", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "comptoir-journal-"));
  let orderId = 0;
  beforeAll(async () => {
    const database = await openDatabase({ engine: "pglite", dataDir });
    const now = new Date("2026-11-24T12:00:00Z");
    await openJournal(database.db, now);
    orderId = await insertSoldOrder(database.db, { at: now, method: "card" });
    await recordSale(database.db, orderId, now);
    await createChainer({ clock: () => now }).pass(database.db);
    await database.close();
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("dit le journal intègre, puis nomme l'écriture d'une commande changée derrière l'application (code 1)", async () => {
    const intact = await run(dataDir);
    expect(intact).toMatchObject({ code: 0, stdout: "Journal intègre : 3 écritures, 0 clôture.\n" });

    const database = await openDatabase({ engine: "pglite", dataDir });
    await database.db.execute(sql`update orders set total = total + 100 where id = ${orderId}`);
    await database.close();
    const altered = await run(dataDir);
    expect(altered.code).toBe(1);
    expect(altered.stderr).toBe(
      `Journal altéré à l'écriture n° 2 (order_placed, commande ${orderId}) : total (centimes) : 1500 dans l'écriture, 1600 dans la commande.\n`,
    );
  }, 60_000);

  it("refuse en français plus d'un argument", async () => {
    expect(await run(dataDir, ["a.json", "b.json"])).toMatchObject({
      code: 1,
      stderr: "Usage : npm run journal:verify -- [FICHIER_ARCHIVE]\n",
    });
  }, 60_000);

  it("vérifie une archive signée avec la clé de la boutique, et nomme l'écriture changée dans le fichier", async () => {
    const shopDir = mkdtempSync(join(tmpdir(), "comptoir-archive-"));
    try {
      const database = await openDatabase({ engine: "pglite", dataDir: join(shopDir, "base") });
      await writeClosedNovember(database.db);
      // The key the command finds in the data folder it is given, as the server made it.
      const key = loadShopKey(journalKeyFileOf({ DATA_DIR: shopDir }));
      if (!key.ok) throw new Error(key.message);
      const made = await journalArchive(database.db, "month:2026-11", { shopName: "Test", key: key.key });
      await database.close();
      if (!made.ok) throw new Error(made.refused);
      const file = join(shopDir, "novembre.json");
      writeFileSync(file, JSON.stringify(made.archive));
      const good = await run(shopDir, [file]);
      expect(good.code).toBe(0);
      expect(good.stdout).toMatch(
        /^Archive valide : month:2026-11, \d+ entrées, chaîne et signature vérifiées\.\n$/,
      );

      // An amount changed in the file after its export.
      const changed = structuredClone(made.archive);
      const sale = changed.links.find((link) => !link.gap && link.kind === "order_paid");
      if (!sale || sale.gap) throw new Error("no sale in the archive");
      (sale.body as { total: number }).total += 100;
      writeFileSync(file, JSON.stringify(changed));
      const altered = await run(shopDir, [file]);
      expect(altered.code).toBe(1);
      expect(altered.stderr).toContain(
        `Entrée n° ${sale.seq} : son contenu ne correspond pas à son empreinte`,
      );
    } finally {
      rmSync(shopDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("refuse en français une archive introuvable", async () => {
    expect(await run(dataDir, ["/nulle-part/archive.json"])).toMatchObject({
      code: 1,
      stderr: "Impossible de lire l'archive /nulle-part/archive.json : vérifiez son chemin.\n",
    });
  }, 60_000);
});
