import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { RESTAURANT_PHOTO_SETTING } from "@comptoir/contracts/restaurant-file";
import { type Database, schema } from "@comptoir/db";
import { openDemoTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import type { FramedPhoto, PhotoKind } from "@comptoir/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftDocument, replaceDraft } from "../catalogue/draft-store.ts";
import { ensureFirstVersion } from "../catalogue/publishing.ts";
import { framingKey } from "./framings.ts";
import { originalBytesName, renditionBytesName, tablePhotoBytes } from "./photo-bytes.ts";
import { createPhotoSweep } from "./photo-sweep.ts";

const NOW = new Date("2026-11-24T11:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const DISH = { x: 0, y: 0, width: 1, height: 0.75 };
const OTHER_DISH = { x: 0.1, y: 0.1, width: 0.8, height: 0.6 };
const HERO = { x: 0, y: 0.1, width: 1, height: 0.5625 };

describe.each(TEST_ENGINES)("le balayage des photos abandonnées (%s)", (engine) => {
  let database: Database;
  let made = 0;
  beforeAll(async () => {
    database = await openDemoTestDatabase(engine);
    await ensureFirstVersion(database.db, hoursAgo(24 * 30), true);
  }, 60_000);
  afterAll(() => database?.close());

  /** A photo uploaded `hours` ago (its bytes are never decoded here). */
  async function photo(hours: number): Promise<string> {
    made += 1;
    const id = made.toString(16).padStart(64, "0");
    await tablePhotoBytes.put(database.db, originalBytesName(id), new Uint8Array([0xff, 0xd8, 0xff]));
    await database.db.insert(schema.photos).values({
      id,
      mime: "image/jpeg",
      width: 1600,
      height: 1200,
      byteSize: 3,
      uploadedAt: hoursAgo(hours),
    });
    return id;
  }
  async function framing(photo: FramedPhoto, kind: PhotoKind, hours: number): Promise<string> {
    const key = framingKey(photo, kind);
    await database.db
      .insert(schema.photoFramings)
      .values({ key, photoId: photo.id, kind, crop: photo.crop, createdAt: hoursAgo(hours) });
    return key;
  }
  const ids = async () =>
    (await database.db.select({ id: schema.photos.id }).from(schema.photos)).map((row) => row.id);
  const keys = async () =>
    (await database.db.select({ key: schema.photoFramings.key }).from(schema.photoFramings)).map(
      (row) => row.key,
    );
  const withDishPhoto = (file: RestaurantFile, at: number, photo: FramedPhoto | null) => {
    const items = file.menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
    const item = items[at];
    if (!item) throw new Error("démo trop petite");
    item.photo = photo;
    return file;
  };

  it("garde les photos d'une version, du brouillon et d'une publication programmée ; supprime les abandonnées d'un jour", async () => {
    const live = await draftDocument(database.db, NOW);
    // An old version names one photo (and the restaurant's hero)...
    const inVersion = { id: await photo(24 * 20), crop: DISH };
    const hero = { id: await photo(24 * 20), crop: HERO };
    const versionFile = withDishPhoto(structuredClone(live), 0, inVersion);
    versionFile.settings[RESTAURANT_PHOTO_SETTING] = hero;
    await database.db
      .insert(schema.catalogueVersions)
      .values({ kind: "publish", document: versionFile, publishedAt: hoursAgo(24 * 19) });
    // ...the draft another, a scheduled publish a third.
    const inDraft = { id: await photo(48), crop: DISH };
    await replaceDraft(database.db, withDishPhoto(structuredClone(live), 1, inDraft), null, hoursAgo(40));
    const scheduled = { id: await photo(48), crop: DISH };
    await database.db.insert(schema.scheduledPublishes).values({
      dueAt: new Date(NOW.getTime() + 3_600_000),
      document: withDishPhoto(structuredClone(live), 2, scheduled),
      createdAt: hoursAgo(30),
    });
    const cancelled = { id: await photo(48), crop: DISH };
    await database.db.insert(schema.scheduledPublishes).values({
      dueAt: new Date(NOW.getTime() + 3_600_000),
      document: withDishPhoto(structuredClone(live), 2, cancelled),
      status: "cancelled",
      createdAt: hoursAgo(30),
    });
    const named = [
      await framing(inVersion, "dish", 24 * 20),
      await framing(hero, "hero", 24 * 20),
      await framing(inDraft, "dish", 48),
      await framing(scheduled, "dish", 48),
    ];
    // A reframing nobody kept, a day old: it goes, its photo (named) stays.
    const reframed = await framing({ id: inDraft.id, crop: OTHER_DISH }, "dish", 30);
    // A photo uploaded, framed, never saved: gone after a day...
    const abandoned = await photo(25);
    const abandonedFraming = await framing({ id: abandoned, crop: DISH }, "dish", 25);
    // ...kept before (the owner may still be framing it), as is a fresh framing of an old photo.
    const young = await photo(2);
    const youngFraming = await framing({ id: young, crop: DISH }, "dish", 2);
    const reframedLately = await photo(30);
    const lateFraming = await framing({ id: reframedLately, crop: DISH }, "dish", 1);

    const abandonedFile = renditionBytesName({ key: abandonedFraming, width: 160, format: "avif" });
    const youngFile = renditionBytesName({ key: youngFraming, width: 160, format: "avif" });
    for (const name of [abandonedFile, youngFile])
      await tablePhotoBytes.put(database.db, name, new Uint8Array([1]));

    const sweep = createPhotoSweep(database.db, tablePhotoBytes);
    expect(await sweep.run(NOW)).toEqual({ photos: 2, framings: 2 });
    // Their bytes go after them; those of what stays, stay.
    expect(await tablePhotoBytes.get(database.db, originalBytesName(abandoned))).toBeNull();
    expect(await tablePhotoBytes.get(database.db, abandonedFile)).toBeNull();
    expect(await tablePhotoBytes.get(database.db, originalBytesName(young))).not.toBeNull();
    expect(await tablePhotoBytes.get(database.db, youngFile)).not.toBeNull();
    expect(await ids()).toEqual(
      expect.arrayContaining([inVersion.id, hero.id, inDraft.id, scheduled.id, young, reframedLately]),
    );
    expect(await ids()).not.toContain(abandoned);
    expect(await ids()).not.toContain(cancelled.id);
    expect(await keys()).toEqual(expect.arrayContaining([...named, youngFraming, lateFraming]));
    expect(await keys()).not.toContain(reframed);
    expect(await keys()).not.toContain(abandonedFraming);

    // Twice, or in two processes at once: nothing more goes.
    const other = createPhotoSweep(database.db, tablePhotoBytes);
    expect(await Promise.all([sweep.run(NOW), other.run(NOW)])).toEqual([
      { photos: 0, framings: 0 },
      { photos: 0, framings: 0 },
    ]);

    // The draft lets its photo go: a day after it was uploaded, it goes too.
    await replaceDraft(database.db, live, null, NOW);
    expect(await sweep.run(NOW)).toEqual({ photos: 1, framings: 1 });
    expect(await ids()).not.toContain(inDraft.id);
    // The version's photo stays for good: a restore finds it.
    expect(await ids()).toContain(inVersion.id);
  });
});
