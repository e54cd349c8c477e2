import { createHash } from "node:crypto";
import { type MenuPayload, restaurantFrom, type Setting } from "@comptoir/contracts";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import yazl from "yazl";
import { draftDocument } from "../../services/catalogue/draft-store.ts";
import { exportLiveCatalogue } from "../../services/catalogue/live-catalogue.ts";
import { createCataloguePublishing, ensureFirstVersion } from "../../services/catalogue/publishing.ts";
import { framingKey } from "../../services/photos/framings.ts";
import { originalBytesName } from "../../services/photos/photo-bytes.ts";
import { createStaffMember, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

type TestApi = Awaited<ReturnType<typeof openTestApi>>;

const CROP = { x: 0, y: 0, width: 1, height: 0.75 };
const HERO_CROP = { x: 0, y: 0.1, width: 1, height: 0.5625 };

/** A JPEG of 640 × 480, one per colour: a distinct photo each. */
async function jpeg(red: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A photo stored as an upload stores it; its id. */
async function storedPhoto(t: TestApi, bytes: Buffer): Promise<string> {
  const id = sha256(bytes);
  await t.photoBytes.put(t.database.db, originalBytesName(id), bytes);
  await t.database.db
    .insert(schema.photos)
    .values({
      id,
      mime: "image/jpeg",
      width: 640,
      height: 480,
      byteSize: bytes.byteLength,
      uploadedAt: t.clock(),
    })
    .onConflictDoNothing();
  return id;
}

async function zipEntries(bytes: Buffer): Promise<{ name: string; method: number; data: Buffer }[]> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const entries: { name: string; method: number; data: Buffer }[] = [];
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.push({ name: entry.fileName, method: entry.compressionMethod, data: Buffer.concat(chunks) });
  }
  return entries;
}

/** A zip of these entries, as any tool would make it. */
async function zipOf(entries: { name: string; data: Buffer; compress?: boolean }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { name, data, compress } of entries) zip.addBuffer(data, name, { compress: compress ?? false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(TEST_ENGINES)(
  "les photos dans la carte : brouillon, publication, données publiques, archive .zip (%s)",
  (engine) => {
    let t: TestApi;
    let owner: string;
    let dishPhoto: string;
    let heroPhoto: string;
    beforeAll(async () => {
      t = await openTestApi(engine);
      await ensureFirstVersion(t.database.db, t.clock(), true);
      owner = (await createStaffMember(t.database.db, { role: "owner", name: "Nadia", now: t.clock() }))
        .token;
      dishPhoto = await storedPhoto(t, await jpeg(200));
      heroPhoto = await storedPhoto(t, await jpeg(40));
    }, 60_000);
    afterAll(() => t.database.close());

    const call = (method: string, path: string, body?: unknown, api: TestApi = t, token = owner) =>
      api.json(`/v2/staff/catalogue/${path}`, {
        method,
        headers: { "Content-Type": "application/json", ...staffBearer(token) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    type Thing = { ref: string; key: string; revision: number; value: Record<string, unknown> };
    async function thing(ref: string): Promise<Thing> {
      const { body } = await call("GET", "draft");
      const found = (body.payload as { things: Thing[] }).things.find((one) => one.ref === ref);
      if (!found) throw new Error(`${ref} absent du brouillon`);
      return found;
    }
    const firstDish = (file: RestaurantFile) => {
      const dish = file.menus[0]?.categories[0]?.items[0];
      if (!dish) throw new Error("la démo a un plat");
      return dish;
    };
    const firstCategory = (file: RestaurantFile) => {
      const category = file.menus[0]?.categories[0];
      if (!category) throw new Error("la démo a une catégorie");
      return category;
    };
    const framingStatuses = async () =>
      new Map(
        (await t.database.db.select().from(schema.photoFramings)).map(
          (row) => [row.key, row.status] as const,
        ),
      );

    it("refuse d'enregistrer un plat dont la photo n'existe pas (422), sans rien écrire", async () => {
      const dish = await thing(`item:${firstDish(await draftDocument(t.database.db, t.clock())).key}`);
      const unknown = "f".repeat(64);
      const saved = await call("PUT", `draft/things/${dish.ref}`, {
        revision: dish.revision,
        value: { ...dish.value, photo: { id: unknown, crop: CROP } },
      });
      expect(saved.response.status).toBe(422);
      expect(saved.body).toMatchObject({ code: "photo_unknown" });
      expect(String(saved.body.message)).toMatch(/^La photo ffffffffffff n'existe pas sur ce serveur/);
      expect((await thing(dish.ref)).revision).toBe(dish.revision);
      expect(await framingStatuses()).toEqual(new Map());
    });

    it("enregistre la photo d'un plat, d'une catégorie et du restaurant, et prépare leurs cadrages", async () => {
      const draft = await draftDocument(t.database.db, t.clock());
      const dish = await thing(`item:${firstDish(draft).key}`);
      const category = await thing(`category:${firstCategory(draft).key}`);
      const site = await thing("settings:site");
      for (const [one, value] of [
        [dish, { ...dish.value, photo: { id: dishPhoto, crop: CROP } }],
        [category, { ...category.value, photo: { id: dishPhoto, crop: CROP } }],
        [site, { ...site.value, "site.photo": { id: heroPhoto, crop: HERO_CROP } }],
      ] as const) {
        const saved = await call("PUT", `draft/things/${one.ref}`, { revision: one.revision, value });
        expect(saved.response.status, one.ref).toBe(200);
      }
      // The dish and its category share one framing: same photo, same kind, same crop.
      expect(await framingStatuses()).toEqual(
        new Map([
          [framingKey({ id: dishPhoto, crop: CROP }, "dish"), "pending"],
          [framingKey({ id: heroPhoto, crop: HERO_CROP }, "hero"), "pending"],
        ]),
      );
    });

    it("dit dans la revue quelles photos changent, et refuse de publier tant qu'elles se préparent", async () => {
      const draft = await draftDocument(t.database.db, t.clock());
      const review = await call("GET", "draft/review");
      const { changes, errors } = review.body.payload as {
        changes: { ref: string; text: string }[];
        errors: { ref: string; field: string; message: string }[];
      };
      expect(changes).toEqual(
        expect.arrayContaining([
          { ref: "settings:site", text: "Réglages : photo du restaurant ajoutée" },
          {
            ref: `category:${firstCategory(draft).key}`,
            text: `${firstCategory(draft).name} : photo ajoutée`,
          },
          { ref: `item:${firstDish(draft).key}`, text: `${firstDish(draft).name} : photo ajoutée` },
        ]),
      );
      const preparing = "la photo est encore en préparation : publiez dans quelques secondes.";
      expect(errors).toEqual([
        {
          ref: `category:${firstCategory(draft).key}`,
          field: "photo",
          message: `${firstCategory(draft).name} : ${preparing}`,
        },
        {
          ref: `item:${firstDish(draft).key}`,
          field: "photo",
          message: `${firstDish(draft).name} : ${preparing}`,
        },
        { ref: "settings:site", field: "site.photo", message: `Photo du restaurant : ${preparing}` },
      ]);

      const refused = await call("POST", "publish", { confirm_warnings: true });
      expect(refused.response.status).toBe(422);
      expect(refused.body).toMatchObject({ code: "draft_invalid" });
      expect(refused.body.errors).toEqual(errors);
    });

    it("publie une fois les photos prêtes ; les données publiques portent la clé de leur cadrage, et seulement elle", async () => {
      const menusBefore = await t.api.request("/v2/public/menus");
      const settingsBefore = await t.api.request("/v2/public/settings");
      await t.database.db.update(schema.photoFramings).set({ status: "ready", readyAt: t.clock() });
      const published = await call("POST", "publish", { confirm_warnings: true });
      expect(published.response.status).toBe(201);

      const draft = await draftDocument(t.database.db, t.clock());
      const menusAfter = await t.api.request("/v2/public/menus");
      expect(menusAfter.headers.get("ETag")).not.toBe(menusBefore.headers.get("ETag"));
      const menus = ((await menusAfter.json()) as { payload: MenuPayload[] }).payload;
      const dishKey = framingKey({ id: dishPhoto, crop: CROP }, "dish");
      const categories = menus.flatMap((menu) => menu.categories);
      const items = categories.flatMap((category) => category.items);
      expect(categories.filter((category) => "category_photo" in category)).toEqual([
        expect.objectContaining({ category_name: firstCategory(draft).name, category_photo: dishKey }),
      ]);
      expect(items.filter((item) => "item_photo" in item)).toEqual([
        expect.objectContaining({ item_name: firstDish(draft).name, item_photo: dishKey }),
      ]);

      const settingsAfter = await t.api.request("/v2/public/settings");
      expect(settingsAfter.headers.get("ETag")).not.toBe(settingsBefore.headers.get("ETag"));
      const settings = ((await settingsAfter.json()) as { payload: Setting[] }).payload;
      const heroKey = framingKey({ id: heroPhoto, crop: HERO_CROP }, "hero");
      expect(settings.find((pair) => pair.name === "site.photo")).toEqual({
        name: "site.photo",
        value: heroKey,
      });
      expect(JSON.stringify(settings)).not.toContain(heroPhoto);
      expect(restaurantFrom({ settings, menus: [], offers: [] }).heroPhoto).toBe(heroKey);
    });

    it("retire les photos (« Retirer la photo » enregistre null) et publie : les clés quittent les données publiques", async () => {
      const draft = await draftDocument(t.database.db, t.clock());
      const dish = await thing(`item:${firstDish(draft).key}`);
      const site = await thing("settings:site");
      for (const [one, value] of [
        [dish, { ...dish.value, photo: null }],
        [site, { ...site.value, "site.photo": null }],
      ] as const) {
        const saved = await call("PUT", `draft/things/${one.ref}`, { revision: one.revision, value });
        expect(saved.response.status, one.ref).toBe(200);
      }
      const published = await call("POST", "publish", { confirm_warnings: true });
      expect(published.response.status).toBe(201);
      const menus = ((await (await t.api.request("/v2/public/menus")).json()) as { payload: MenuPayload[] })
        .payload;
      expect(
        menus.flatMap((menu) => menu.categories.flatMap((c) => c.items)).filter((i) => i.item_photo),
      ).toHaveLength(0);
      const settings = ((await (await t.api.request("/v2/public/settings")).json()) as { payload: Setting[] })
        .payload;
      expect(settings.find((pair) => pair.name === "site.photo")).toBeUndefined();
      // Put back as they were, for the tests below.
      for (const [ref, value] of [
        [dish.ref, { ...dish.value }],
        [site.ref, { ...site.value }],
      ] as const) {
        const again = await thing(ref);
        const saved = await call("PUT", `draft/things/${ref}`, { revision: again.revision, value });
        expect(saved.response.status, ref).toBe(200);
      }
      expect((await call("POST", "publish", { confirm_warnings: true })).response.status).toBe(201);
    });

    it("exporte une archive .zip : restaurant.json compressé d'abord, puis chaque photo une fois, telle quelle", async () => {
      const response = await t.api.request("/v2/staff/catalogue/export", { headers: staffBearer(owner) });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/zip");
      expect(response.headers.get("Content-Disposition")).toBe(
        'attachment; filename="restaurant-2026-11-24.zip"',
      );
      const entries = await zipEntries(Buffer.from(await response.arrayBuffer()));
      expect(entries.map(({ name, method }) => [name, method])).toEqual([
        ["restaurant.json", 8],
        ...[dishPhoto, heroPhoto].sort().map((id) => [`photos/${id}.jpg`, 0]),
      ]);
      expect(JSON.parse(entries[0]?.data.toString("utf8") ?? "")).toEqual(
        await exportLiveCatalogue(t.database.db),
      );
      for (const entry of entries.slice(1)) expect(entry.name).toBe(`photos/${sha256(entry.data)}.jpg`);
    });

    describe("importée sur un serveur neuf", () => {
      let fresh: TestApi;
      let freshOwner: string;
      let archive: Buffer;
      beforeAll(async () => {
        fresh = await openTestApi(engine);
        freshOwner = (await createStaffMember(fresh.database.db, { role: "owner", now: fresh.clock() }))
          .token;
        const response = await t.api.request("/v2/staff/catalogue/export", { headers: staffBearer(owner) });
        archive = Buffer.from(await response.arrayBuffer());
      }, 60_000);
      afterAll(() => fresh.database.close());

      const importBody = (body: Buffer | string) =>
        fresh.json("/v2/staff/catalogue/import", {
          method: "POST",
          headers: { "Content-Type": "application/zip", ...staffBearer(freshOwner) },
          body,
        });
      /** What an import must leave as it was when it refuses. */
      const untouched = async () => ({
        draft: await draftDocument(fresh.database.db, fresh.clock()),
        photos: (await fresh.database.db.select({ id: schema.photos.id }).from(schema.photos)).length,
        framings: (await fresh.database.db.select().from(schema.photoFramings)).length,
      });

      it("refuse une archive abîmée ou piégée, en français, sans rien écrire", async () => {
        const before = await untouched();
        const file = await exportLiveCatalogue(t.database.db);
        const json = Buffer.from(JSON.stringify(file));
        const photo = await jpeg(200);
        const pdf = Buffer.from("%PDF-1.4 pas une photo");
        const pdfId = sha256(pdf);
        const withHero = (id: string) =>
          Buffer.from(
            JSON.stringify({
              ...file,
              settings: { ...file.settings, "site.photo": { id, crop: HERO_CROP } },
            }),
          );
        const cases: [string, Buffer, RegExp][] = [
          ["tronquée", archive.subarray(0, archive.length - 40), /illisible ou abîmée/],
          [
            "un chemin qui sort du dossier",
            // "zz/x" → "../x" wherever the name is written (local header and central directory).
            Buffer.from(
              (
                await zipOf([
                  { name: "restaurant.json", data: json },
                  { name: "zz/x", data: photo },
                ])
              )
                .toString("latin1")
                .replaceAll("zz/x", "../x"),
              "latin1",
            ),
            /ne peut contenir que restaurant\.json et des photos/,
          ],
          [
            "une photo annoncée trop grande",
            await zipOf([
              { name: "restaurant.json", data: json },
              { name: `photos/${dishPhoto}.jpg`, data: Buffer.alloc(16 * 1024 * 1024), compress: true },
            ]),
            /la photo dépasse 15 Mo/,
          ],
          [
            "une photo dont l'empreinte ne correspond pas à son nom",
            await zipOf([
              { name: "restaurant.json", data: json },
              { name: `photos/${dishPhoto}.jpg`, data: await jpeg(201) },
              { name: `photos/${heroPhoto}.jpg`, data: await jpeg(40) },
            ]),
            /ne correspond pas à son nom/,
          ],
          [
            "une photo qui n'est pas une image",
            await zipOf([
              { name: "restaurant.json", data: withHero(pdfId) },
              { name: `photos/${dishPhoto}.jpg`, data: photo },
              { name: `photos/${pdfId}.jpg`, data: pdf },
            ]),
            /la photo est refusée/,
          ],
          [
            "sans la photo que la carte nomme",
            await zipOf([
              { name: "restaurant.json", data: json },
              { name: `photos/${dishPhoto}.jpg`, data: photo },
            ]),
            /n'est ni dans l'archive ni sur ce serveur/,
          ],
        ];
        for (const [what, body, message] of cases) {
          const refused = await importBody(body);
          expect(refused.response.status, what).toBe(400);
          expect(refused.body, what).toMatchObject({ status: "error", code: "invalid_input" });
          expect(String(refused.body.message), what).toMatch(message);
          expect(await untouched(), what).toEqual(before);
        }
      });

      it("donne le même brouillon et les mêmes photos", async () => {
        const imported = await importBody(archive);
        expect(imported.response.status).toBe(200);
        expect(await draftDocument(fresh.database.db, fresh.clock())).toEqual(
          await exportLiveCatalogue(t.database.db),
        );
        const copied = await fresh.database.db.select().from(schema.photos).orderBy(schema.photos.id);
        const originals = await t.database.db.select().from(schema.photos).orderBy(schema.photos.id);
        expect(
          copied.map(({ id, mime, width, height, byteSize }) => ({ id, mime, width, height, byteSize })),
        ).toEqual(
          originals.map(({ id, mime, width, height, byteSize }) => ({ id, mime, width, height, byteSize })),
        );
        for (const row of copied) {
          const copy = await fresh.photoBytes.get(fresh.database.db, originalBytesName(row.id));
          const original = await t.photoBytes.get(t.database.db, originalBytesName(row.id));
          expect(copy).not.toBeNull();
          expect(Buffer.from(copy ?? []).equals(Buffer.from(original ?? []))).toBe(true);
        }
        // Their framings are made, to be encoded before the owner publishes.
        expect(
          (await fresh.database.db.select().from(schema.photoFramings)).map((row) => row.key).sort(),
        ).toEqual(
          [
            framingKey({ id: dishPhoto, crop: CROP }, "dish"),
            framingKey({ id: heroPhoto, crop: HERO_CROP }, "hero"),
          ].sort(),
        );
        // A second import of the same archive keeps the photos it already holds.
        expect((await importBody(archive)).response.status).toBe(200);
        expect(await fresh.database.db.select({ id: schema.photos.id }).from(schema.photos)).toHaveLength(2);
      });

      it("refuse un fichier JSON qui nomme une photo absente de ce serveur, à sa place", async () => {
        const file = await exportLiveCatalogue(t.database.db);
        firstDish(file).photo = { id: "e".repeat(64), crop: CROP };
        const refused = await fresh.json("/v2/staff/catalogue/import", {
          method: "POST",
          headers: { "Content-Type": "application/json", ...staffBearer(freshOwner) },
          body: JSON.stringify(file),
        });
        expect(refused.response.status).toBe(400);
        expect(refused.body.errors).toEqual([
          {
            place: "menus[0].categories[0].items[0].photo",
            message: "la photo eeeeeeeeeeee n'est ni dans l'archive ni sur ce serveur.",
          },
        ]);
      });
    });

    it("programme une publication une fois les photos prêtes, et la retarde tant qu'une photo se prépare", async () => {
      const draft = await draftDocument(t.database.db, t.clock());
      const dish = await thing(`item:${firstDish(draft).key}`);
      const reframed = { x: 0, y: 0.25, width: 1, height: 0.75 };
      const saved = await call("PUT", `draft/things/${dish.ref}`, {
        revision: dish.revision,
        value: { ...dish.value, photo: { id: dishPhoto, crop: reframed } },
      });
      expect(saved.response.status).toBe(200);
      const at = "2026-11-24T12:00:00Z";
      const early = await call("POST", "publish", { confirm_warnings: true, at });
      expect(early.response.status).toBe(422);
      const newKey = framingKey({ id: dishPhoto, crop: reframed }, "dish");
      const setStatus = (status: "pending" | "ready") =>
        t.database.db
          .update(schema.photoFramings)
          .set({ status })
          .where(eq(schema.photoFramings.key, newKey));
      await setStatus("ready");
      expect((await call("POST", "publish", { confirm_warnings: true, at })).response.status).toBe(201);

      // Encoded again (a recipe changed, a failed process): the due publish waits for it.
      await setStatus("pending");
      const publishing = createCataloguePublishing({ db: t.database.db, catalog: t.catalog, live: t.live });
      expect(await publishing.runDue(new Date(at))).toBe(0);
      expect((await publishing.scheduled()).map((row) => row.status)).toEqual(["pending"]);
      await setStatus("ready");
      expect(await publishing.runDue(new Date(at))).toBe(1);
      const menus = ((await (await t.api.request("/v2/public/menus")).json()) as { payload: MenuPayload[] })
        .payload;
      expect(JSON.stringify(menus)).toContain(`"item_photo":"${newKey}"`);
    });

    it("publie une restauration sans photo : les clés disparaissent des données publiques", async () => {
      const restored = await call("POST", "versions/1/restore");
      expect(restored.response.status).toBe(201);
      const menus = ((await (await t.api.request("/v2/public/menus")).json()) as { payload: MenuPayload[] })
        .payload;
      expect(JSON.stringify(menus)).not.toMatch(/_photo"/);
      const settings = ((await (await t.api.request("/v2/public/settings")).json()) as { payload: Setting[] })
        .payload;
      expect(settings.find((pair) => pair.name === "site.photo")).toBeUndefined();
      // Without photos, the export stays the JSON it always was.
      const exported = await t.api.request("/v2/staff/catalogue/export", { headers: staffBearer(owner) });
      expect(exported.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    });
  },
);
