import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type DatabaseLocation,
  type Db,
  DEMO_RESTAURANT_FILE,
  openDatabase,
  readRestaurantFile,
  schema,
  seedRestaurantIfEmpty,
} from "@comptoir/db";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type JournalArchive, journalArchive, verifyArchive } from "./services/journal/archive.ts";
import { loadShopKey, temporaryShopKey } from "./services/journal/shop-key.ts";
import { folderPhotoBytes } from "./services/photos/photo-bytes.ts";
import { writeClosedNovember } from "./testing/chained-journal.ts";
import {
  demoCatalogueIds,
  demoPrices,
  LUNCH_TUESDAY,
  orderPayload,
  twoColas,
} from "./testing/checkout-fixtures.ts";
import { dataPlaceFor, freePort, startServer, stopServer, type Where } from "./testing/server-process.ts";

// Real processes on a busy 2-core machine: a server's start, the commands, PGlite's copies.
const PROCESSES_MS = 180_000;

const command = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));

/** Runs `npm run backup` or `npm run restore` as an operator would, and what it said. */
function runCommand(
  name: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [command(name), ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** The key the tests' archives are signed with: the same file every time for the same journal. */
const archiveKey = temporaryShopKey();

/** November's archive, as the shop exports it. */
async function novemberOf(db: Db) {
  const made = await journalArchive(db, "month:2026-11", { shopName: "Piment Rouge", key: archiveKey });
  if (!made.ok) throw new Error(`no archive: ${made.refused}`);
  return made.archive;
}

/** The demo restaurant, sold orders and a closed November in the journal, before the server starts. */
async function prepareShop(location: DatabaseLocation) {
  const database = await openDatabase(location);
  try {
    await seedRestaurantIfEmpty(database.db, readRestaurantFile(DEMO_RESTAURANT_FILE));
    const { orders } = await writeClosedNovember(database.db);
    return {
      colas: twoColas(await demoCatalogueIds(database.db), await demoPrices(database.db)),
      orders,
      november: await novemberOf(database.db),
    };
  } finally {
    await database.close();
  }
}

async function placeOrder(address: string, shop: Awaited<ReturnType<typeof prepareShop>>) {
  const placed = await fetch(`${address}/v2/public/checkout/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(orderPayload(shop.colas.fields)),
  });
  expect(placed.status).toBe(201);
}

/** What a restored shop holds: its orders, and its November archive. */
async function restoredShop(location: DatabaseLocation) {
  const database = await openDatabase(location);
  try {
    const [orders] = await database.db.select({ count: count() }).from(schema.orders);
    return { orders: orders?.count, november: await novemberOf(database.db) };
  } finally {
    await database.close();
  }
}

/** The restored journal: November's archive the very file the shop made before, and valid. */
function expectSameJournal(restored: Awaited<ReturnType<typeof restoredShop>>, before: JournalArchive) {
  expect(restored.november).toEqual(before);
  expect(
    verifyArchive(JSON.stringify(restored.november), { publicKeyPem: archiveKey.publicKeyPem }),
  ).toMatchObject({
    ok: true,
    closes: "month:2026-11",
    entries: 13,
  });
}

describe("la sauvegarde de toute la boutique sur PGlite, serveur en marche", () => {
  let where: Where;
  let server: ChildProcess | null = null;
  let shop: Awaited<ReturnType<typeof prepareShop>>;
  const folder = mkdtempSync(join(tmpdir(), "comptoir-backup-"));
  const backupFile = join(folder, "boutique.tar.gz");
  const restoredDir = join(folder, "restauree");
  const photoName = `originals/${"ab".repeat(32)}`;
  const photoBytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);

  beforeAll(async () => {
    where = await dataPlaceFor("pglite");
    shop = await prepareShop({ engine: "pglite", dataDir: where.env.DATA_DIR ?? "" });
    // A photo's bytes, a file of the data folder on PGlite (ADR 055).
    await folderPhotoBytes(where.env.DATA_DIR ?? "").put({} as Db, photoName, photoBytes);
    const port = await freePort();
    server = await startServer(port, { ...where.env, CLOCK_START: LUNCH_TUESDAY });
    await placeOrder(`http://127.0.0.1:${port}`, shop);
    await placeOrder(`http://127.0.0.1:${port}`, shop);

    const backup = await runCommand("backup", [backupFile], where.env);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(backup.output).toContain("Sauvegarde écrite");
    expect(backup.output).toContain("n'est pas dans la sauvegarde");
    // The server goes on: what it does after the copy is not in it.
    await placeOrder(`http://127.0.0.1:${port}`, shop);
  }, PROCESSES_MS);
  afterAll(async () => {
    if (server) await stopServer(server);
    await where?.cleanup();
    rmSync(folder, { recursive: true, force: true });
  }, PROCESSES_MS);

  it(
    "se restaure dans un dossier neuf, commandes et journal vérifiable compris, sans la clé privée",
    async () => {
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);
      const restore = await runCommand("restore", [backupFile], { DATABASE_URL: "", DATA_DIR: restoredDir });
      expect(restore, restore.output).toMatchObject({ code: 0 });
      expect(restore.output).toContain("Boutique restaurée : 5 commande(s)");
      // The shop's key stayed with the shop: the command says where to put the copy back.
      expect(restore.output).toContain(`remettez votre copie à ${join(restoredDir, "journal-key.pem")}`);
      const files = readdirSync(restoredDir);
      expect(files).toContain("PG_VERSION");
      expect(files).not.toContain("journal-key.pem");
      expect(files).not.toContain("comptoir.pid");
      expect(files).not.toContain("backup-requests");

      expect(new Uint8Array(readFileSync(join(restoredDir, "photos", photoName)))).toEqual(photoBytes);
      // The 3 orders sold before the start and the 2 placed before the copy; not the one after.
      const restored = await restoredShop({ engine: "pglite", dataDir: restoredDir });
      expect(restored.orders).toBe(shop.orders + 2);
      expectSameJournal(restored, shop.november);
    },
    PROCESSES_MS,
  );

  it(
    "ne remplace une boutique qu'avec --force, et garde alors l'ancien dossier et sa clé",
    async () => {
      const refused = await runCommand("restore", [backupFile], { DATABASE_URL: "", DATA_DIR: restoredDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("contient déjà une boutique");
      expect(refused.output).toContain("--force");

      // Under the running server, even --force is refused.
      const underServer = await runCommand("restore", [backupFile, "--force"], where.env);
      expect(underServer.code).toBe(1);
      expect(underServer.output).toContain(where.env.DATA_DIR);

      // The copy of the key put back after the first restore.
      const keyFile = join(restoredDir, "journal-key.pem");
      const key = loadShopKey(keyFile);
      if (!key.ok) throw new Error(key.message);
      const forced = await runCommand("restore", [backupFile, "--force"], {
        DATABASE_URL: "",
        DATA_DIR: restoredDir,
      });
      expect(forced, forced.output).toMatchObject({ code: 0 });
      expect(forced.output).toContain("L'ancien dossier de données est gardé");
      expect(forced.output).toContain("remise à sa place");
      expect(forced.output).not.toContain("remettez votre copie");
      expect(loadShopKey(keyFile)).toMatchObject({
        ok: true,
        made: false,
        key: { publicKeyPem: key.key.publicKeyPem },
      });
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);

      // A restore that fails midway changes nothing: the shop it was to replace stays, key included.
      const broken = join(folder, "cassee.tar.gz");
      writeFileSync(broken, Buffer.concat([readFileSync(backupFile).subarray(0, 2048), Buffer.alloc(64)]));
      const failed = await runCommand("restore", [broken, "--force"], {
        DATABASE_URL: "",
        DATA_DIR: restoredDir,
      });
      expect(failed.code).toBe(1);
      expect(failed.output).toContain("rien n'a changé");
      expect(
        readdirSync(folder).filter((name) => name.startsWith("restauree.avant-restauration-")),
      ).toHaveLength(1);
      expect(loadShopKey(keyFile, { make: false })).toMatchObject({
        ok: true,
        key: { publicKeyPem: key.key.publicKeyPem },
      });
      const still = await restoredShop({ engine: "pglite", dataDir: restoredDir });
      expect(still.orders).toBe(shop.orders + 2);
      expect(
        readdirSync(folder).filter((name) => name.startsWith("restauree.avant-restauration-")),
      ).toHaveLength(1);
    },
    PROCESSES_MS,
  );

  it("refuse ce qui n'est pas une sauvegarde, et une sauvegarde PGlite vers PostgreSQL", async () => {
    const notABackup = await runCommand("restore", [fileURLToPath(import.meta.url)], {
      DATA_DIR: restoredDir,
    });
    expect(notABackup.code).toBe(1);
    expect(notABackup.output).toContain("n'est pas une sauvegarde de Comptoir");
    const wrongEngine = await runCommand("restore", [backupFile], {
      DATABASE_URL: "postgres://comptoir@127.0.0.1:1/comptoir",
    });
    expect(wrongEngine.code).toBe(1);
    expect(wrongEngine.output).toContain("restaurez-la sans DATABASE_URL");
    const existing = await runCommand("backup", [backupFile], where.env);
    expect(existing.code).toBe(1);
    expect(existing.output).toContain("existe déjà");
    expect(existsSync(backupFile)).toBe(true);
  });
});

describe("la sauvegarde de toute la boutique sur PostgreSQL, serveur en marche", {
  tags: ["postgres"],
}, () => {
  let where: Where;
  let restored: Where;
  let server: ChildProcess | null = null;
  let shop: Awaited<ReturnType<typeof prepareShop>>;
  const folder = mkdtempSync(join(tmpdir(), "comptoir-backup-"));
  const backupFile = join(folder, "boutique.pgdump");
  // pg_dump and pg_restore as CI and the throwaway server install them.
  const tools = { PATH: `/usr/lib/postgresql/15/bin:${process.env.PATH ?? ""}` };

  beforeAll(async () => {
    where = await dataPlaceFor("postgres");
    restored = await dataPlaceFor("postgres");
    const url = where.env.DATABASE_URL ?? "";
    shop = await prepareShop({ engine: "postgres", url, poolSize: 2 });
    const port = await freePort();
    server = await startServer(port, { ...where.env, CLOCK_START: LUNCH_TUESDAY });
    await placeOrder(`http://127.0.0.1:${port}`, shop);
    await placeOrder(`http://127.0.0.1:${port}`, shop);
    const backup = await runCommand("backup", [backupFile], { ...where.env, ...tools });
    expect(backup, backup.output).toMatchObject({ code: 0 });
    await placeOrder(`http://127.0.0.1:${port}`, shop);
  }, PROCESSES_MS);
  afterAll(async () => {
    if (server) await stopServer(server);
    await where?.cleanup();
    await restored?.cleanup();
    rmSync(folder, { recursive: true, force: true });
  }, PROCESSES_MS);

  it(
    "se restaure par pg_restore dans une base neuve, commandes et journal vérifiable compris",
    async () => {
      const restore = await runCommand("restore", [backupFile], { ...restored.env, ...tools });
      expect(restore, restore.output).toMatchObject({ code: 0 });
      expect(restore.output).toContain("Boutique restaurée : 5 commande(s)");
      const back = await restoredShop({
        engine: "postgres",
        url: restored.env.DATABASE_URL ?? "",
        poolSize: 2,
      });
      expect(back.orders).toBe(shop.orders + 2);
      expectSameJournal(back, shop.november);
    },
    PROCESSES_MS,
  );

  it(
    "ne remplace une base qui tient une boutique qu'avec --force",
    async () => {
      const refused = await runCommand("restore", [backupFile], { ...where.env, ...tools });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("La base de DATABASE_URL contient déjà une boutique");
      const forced = await runCommand("restore", [backupFile, "--force"], { ...restored.env, ...tools });
      expect(forced, forced.output).toMatchObject({ code: 0 });
      expect(forced.output).toContain("Boutique restaurée : 5 commande(s)");

      // A restore that fails midway leaves the shop it was to replace as it was.
      const broken = join(folder, "cassee.pgdump");
      writeFileSync(broken, Buffer.concat([readFileSync(backupFile).subarray(0, 4096), Buffer.alloc(64)]));
      const failed = await runCommand("restore", [broken, "--force"], { ...restored.env, ...tools });
      expect(failed.code).toBe(1);
      expect(failed.output).toContain("pg_restore a échoué");
      const back = await restoredShop({
        engine: "postgres",
        url: restored.env.DATABASE_URL ?? "",
        poolSize: 2,
      });
      expect(back.orders).toBe(shop.orders + 2);
      expectSameJournal(back, shop.november);
    },
    PROCESSES_MS,
  );
});
