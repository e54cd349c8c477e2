import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  DEMO_RESTAURANT_FILE,
  openDatabase,
  readRestaurantFile,
  schema,
  seedRestaurantIfEmpty,
} from "@comptoir/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { draftDocument } from "./services/catalogue/draft-store.ts";
import { exportLiveCatalogue } from "./services/catalogue/live-catalogue.ts";
import { folderPhotoBytes, originalBytesName } from "./services/photos/photo-bytes.ts";

const exportScript = fileURLToPath(new URL("./restaurant-export.ts", import.meta.url));
const importScript = fileURLToPath(new URL("./restaurant-import.ts", import.meta.url));

/** Runs a command as `npm run restaurant:… --` would, without a terminal. */
async function run(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: "", ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run restaurant:export et restaurant:import", () => {
  const folder = mkdtempSync(join(tmpdir(), "comptoir-restaurant-files-"));
  const dataDir = join(folder, "data");
  const env = { DATA_DIR: dataDir, CLOCK_START: "2026-11-24T11:00:00Z" };
  const demo = readRestaurantFile(DEMO_RESTAURANT_FILE);
  beforeAll(async () => {
    const database = await openDatabase({ engine: "pglite", dataDir });
    await seedRestaurantIfEmpty(database.db, demo);
    await database.close();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("exporte la carte en ligne sur la sortie standard, ou dans un fichier", async () => {
    const piped = await run(exportScript, [], env);
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.stdout)).toEqual(demo);
    const target = join(folder, "carte.json");
    const written = await run(exportScript, [target], env);
    expect(written).toMatchObject({ code: 0, stdout: "" });
    expect(written.stderr).toBe(`Carte en ligne exportée dans ${target}.\n`);
    expect(JSON.parse(readFileSync(target, "utf8"))).toEqual(demo);
    expect((await run(exportScript, ["a.json", "b.json"], env)).stderr).toMatch(
      /^Usage : npm run restaurant:export/,
    );
  }, 60_000);

  it("importe un fichier dans le brouillon seulement, et dit quoi faire ensuite", async () => {
    const file = structuredClone(demo);
    const item = file.menus[0]?.categories[0]?.items[0];
    if (!item) throw new Error("la démo a un plat");
    item.price_pickup = 13.5;
    item.name = "Formule Feu";
    const source = join(folder, "nouvelle-carte.json");
    writeFileSync(source, JSON.stringify(file));
    const imported = await run(importScript, [source], env);
    expect(imported).toMatchObject({
      code: 0,
      stdout:
        "Brouillon importé : relisez-le et publiez-le depuis /admin.\n2 changement(s) par rapport à la carte en ligne.\n",
    });

    const database = await openDatabase({ engine: "pglite", dataDir });
    try {
      const now = new Date("2026-11-24T11:00:00Z");
      expect(await draftDocument(database.db, now)).toEqual(file);
      expect(await exportLiveCatalogue(database.db)).toEqual(demo);
      const [entry] = await database.db
        .select()
        .from(schema.auditEntries)
        .where(eq(schema.auditEntries.action, "draft.import"));
      expect(entry).toMatchObject({ staffId: null, staffName: "Commande restaurant:import", at: now });

      // While a process holds the folder (the server, here this test), the command refuses.
      const refused = await run(importScript, [source], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Le dossier de données .* est déjà ouvert par le processus \d+/);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("refuse en français un fichier absent, illisible ou invalide, en nommant la place de l'erreur", async () => {
    expect(await run(importScript, [], env)).toMatchObject({
      code: 1,
      stderr: "Usage : npm run restaurant:import -- fichier.json | fichier.zip\n",
    });
    const missing = await run(importScript, [join(folder, "absent.json")], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Impossible de lire .*absent\.json/);
    const notJson = join(folder, "pas-du-json.json");
    writeFileSync(notJson, "{ pas du json");
    expect((await run(importScript, [notJson], env)).stderr).toMatch(/n'est pas un JSON valide/);

    const file = structuredClone(demo);
    const item = file.menus[0]?.categories[2]?.items[1];
    if (!item) throw new Error("la démo a ce plat");
    item.price_pickup = 9.999;
    const wrong = join(folder, "fausse-carte.json");
    writeFileSync(wrong, JSON.stringify(file));
    const refused = await run(importScript, [wrong], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `${wrong} n'est pas un fichier du restaurant valide :\n- menus[0].categories[2].items[1].price_pickup : Montant invalide (le montant) : deux décimales au plus.\n`,
    );
  }, 60_000);

  it("exporte une archive .zip quand la carte a une photo, et l'importe sur un autre serveur", async () => {
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 90, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const id = createHash("sha256").update(photo).digest("hex");
    const crop = { x: 0, y: 0, width: 1, height: 0.75 };
    const key = demo.menus[0]?.categories[0]?.items[0]?.key ?? "";
    const database = await openDatabase({ engine: "pglite", dataDir });
    try {
      const now = new Date("2026-11-24T11:00:00Z");
      await folderPhotoBytes(dataDir).put(database.db, originalBytesName(id), photo);
      await database.db.insert(schema.photos).values({
        id,
        mime: "image/jpeg",
        width: 640,
        height: 480,
        byteSize: photo.byteLength,
        uploadedAt: now,
      });
      await database.db.update(schema.items).set({ photo: { id, crop } }).where(eq(schema.items.key, key));
    } finally {
      await database.close();
    }

    // A .json name cannot hold the photo: the command says to name a .zip.
    const asJson = await run(exportScript, [join(folder, "avec-photo.json")], env);
    expect(asJson.code).toBe(1);
    expect(asJson.stderr).toMatch(/^La carte contient des photos : donnez un nom de fichier en \.zip/);
    const archive = join(folder, "avec-photo.zip");
    expect((await run(exportScript, [archive], env)).code).toBe(0);
    const zip = await yauzl.openPromise(archive, { lazyEntries: true });
    const names: string[] = [];
    for await (const entry of zip.eachEntry()) names.push(entry.fileName);
    expect(names).toEqual(["restaurant.json", `photos/${id}.jpg`]);

    const elsewhere = join(folder, "ailleurs");
    const copy = await openDatabase({ engine: "pglite", dataDir: elsewhere });
    await seedRestaurantIfEmpty(copy.db, demo);
    await copy.close();
    const imported = await run(importScript, [archive], { ...env, DATA_DIR: elsewhere });
    expect(imported).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Brouillon importé/) });
    const reopened = await openDatabase({ engine: "pglite", dataDir: elsewhere });
    try {
      const draft = await draftDocument(reopened.db, new Date("2026-11-24T11:00:00Z"));
      expect(draft.menus[0]?.categories[0]?.items[0]?.photo).toEqual({ id, crop });
      const [stored] = await reopened.db.select().from(schema.photos);
      expect(stored?.id).toBe(id);
      // On PGlite, the original is a file of the data folder, not a row (ADR 055).
      const original = await folderPhotoBytes(elsewhere).get(reopened.db, originalBytesName(id));
      expect(Buffer.from(original ?? []).equals(photo)).toBe(true);
      expect(await reopened.db.select().from(schema.photoBytes)).toEqual([]);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
