import { createHash } from "node:crypto";
import { type Database, openDatabase, schema } from "@comptoir/db";
import { openTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import {
  centredCrop,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoCrop,
  type PhotoKind,
  photoHeight,
} from "@comptoir/domain";
import { photoEncoderFailures } from "@comptoir/messages";
import { eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataPlaceFor, type Where } from "../../testing/server-process.ts";
import { testJpeg } from "../../testing/test-photos.ts";
import { framingKey } from "./framings.ts";
import { originalBytesName, renditionBytesName, tablePhotoBytes } from "./photo-bytes.ts";
import {
  CLAIM_EXPIRES_MS,
  claimFraming,
  createPhotoEncoder,
  encodeFraming,
  widthsMade,
} from "./photo-encoder.ts";

/** A phone-like JPEG (test-photos.ts), or, with `halves`, left half red and right half blue. */
async function picture(
  width: number,
  height: number,
  options: { orientation?: number; gps?: boolean; halves?: boolean; seed?: number } = {},
): Promise<Buffer> {
  if (!options.halves) return testJpeg({ width, height, ...options });
  // Two flat halves, so that turning the photo shows in the colours of its cut.
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < width * height; at++) {
    const red = at % width < width / 2;
    pixels.set(red ? [220, 20, 20] : [20, 20, 220], at * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const MAGIC: Record<string, (bytes: Uint8Array) => boolean> = {
  avif: (bytes) => Buffer.from(bytes.subarray(4, 12)).toString("latin1") === "ftypavif",
  webp: (bytes) =>
    Buffer.from(bytes.subarray(0, 4)).toString("latin1") === "RIFF" &&
    Buffer.from(bytes.subarray(8, 12)).toString("latin1") === "WEBP",
  jpeg: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
};

describe("l'encodage d'un cadrage (ADR 055)", () => {
  it.each([
    ["dish", 1600, 1200],
    ["hero", 2400, 1500],
  ] as const)(
    "fait chaque largeur et chaque format d'un cadrage %s, aux bonnes dimensions",
    async (kind, width, height) => {
      const renditions = await encodeFraming(
        await picture(width, height),
        kind,
        centredCrop(kind, width, height),
      );
      expect(renditions.map((rendition) => `${rendition.format}-${rendition.width}`).sort()).toEqual(
        PHOTO_WIDTHS[kind].flatMap((w) => PHOTO_FORMATS.map((format) => `${format}-${w}`)).sort(),
      );
      for (const rendition of renditions) {
        expect(MAGIC[rendition.format]?.(rendition.bytes), `${rendition.format} ${rendition.width}`).toBe(
          true,
        );
        const meta = await sharp(rendition.bytes).metadata();
        expect([meta.width, meta.height]).toEqual([rendition.width, photoHeight(kind, rendition.width)]);
        expect(rendition.height).toBe(photoHeight(kind, rendition.width));
      }
    },
  );

  it("redresse une photo d'orientation EXIF 6 avant de la cadrer", async () => {
    // Stored 800 × 600, left half red; orientation 6 turns it a quarter clockwise: upright it is
    // 600 × 800, red on top.
    const original = await picture(800, 600, { orientation: 6, halves: true });
    const colour = async (crop: PhotoCrop) => {
      const rendition = (await encodeFraming(original, "dish", crop))
        .filter((r) => r.format === "jpeg")
        .at(-1);
      if (!rendition) throw new Error("aucune image");
      const { channels } = await sharp(rendition.bytes).stats();
      return { width: rendition.width, red: channels[0]?.mean ?? 0, blue: channels[2]?.mean ?? 0 };
    };
    const top = await colour({ x: 0, y: 0, width: 1, height: 0.5625 });
    expect(top.width).toBe(480);
    expect(top.red).toBeGreaterThan(180);
    expect(top.blue).toBeLessThan(60);
    const bottom = await colour({ x: 0, y: 0.4375, width: 1, height: 0.5625 });
    expect(bottom.blue).toBeGreaterThan(180);
    expect(bottom.red).toBeLessThan(60);
  });

  it("ne laisse ni EXIF ni GPS dans les images d'une photo de téléphone géolocalisée", async () => {
    const original = await picture(1000, 750, { gps: true });
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("latin1")).toContain("Comptoir");
    for (const rendition of await encodeFraming(original, "dish", centredCrop("dish", 1000, 750))) {
      const meta = await sharp(rendition.bytes).metadata();
      expect(meta.exif, `${rendition.format} ${rendition.width}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(Buffer.from(rendition.bytes).includes("Comptoir")).toBe(false);
    }
  });

  it("n'agrandit jamais : une largeur plus grande que le cadrage n'est pas faite", async () => {
    expect(widthsMade("dish", 700)).toEqual([160, 320, 480, 640]);
    expect(widthsMade("dish", 1199.4)).toEqual([160, 320, 480, 640, 960, 1200]);
    expect(widthsMade("hero", 300)).toEqual([]);
    const renditions = await encodeFraming(await picture(700, 525), "dish", {
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
    expect(Math.max(...renditions.map((rendition) => rendition.width))).toBe(640);
    await expect(
      encodeFraming(await picture(400, 225), "hero", { x: 0, y: 0, width: 1, height: 1 }),
    ).rejects.toThrow();
  });
});

/** A photo and a pending framing of it, in the database, as an upload then the editor would. */
async function framedPhoto(
  db: Database["db"],
  original: Buffer,
  kind: PhotoKind,
  crop: PhotoCrop,
  createdAt: Date,
): Promise<string> {
  const id = createHash("sha256").update(original).digest("hex");
  const meta = await sharp(original).metadata();
  await tablePhotoBytes.put(db, originalBytesName(id), original);
  await db
    .insert(schema.photos)
    .values({
      id,
      mime: "image/jpeg",
      width: meta.autoOrient.width,
      height: meta.autoOrient.height,
      byteSize: original.length,
      uploadedAt: createdAt,
    })
    .onConflictDoNothing();
  const key = framingKey({ id, crop }, kind);
  await db.insert(schema.photoFramings).values({ key, photoId: id, kind, crop, createdAt });
  return key;
}

const silent = pino({ level: "silent" });

describe.each(TEST_ENGINES)("l'encodeur de photos (%s)", (engine) => {
  let database: Database;
  const now = new Date("2026-11-24T11:00:00Z");
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database?.close());

  it("prend un cadrage en attente, fait ses images et le dit prêt, en une transaction", async () => {
    const key = await framedPhoto(
      database.db,
      await picture(900, 675, { seed: 2 }),
      "dish",
      centredCrop("dish", 900, 675),
      now,
    );
    const encoder = createPhotoEncoder({
      db: database.db,
      photoBytes: tablePhotoBytes,
      clock: () => now,
      logger: silent,
    });
    expect(await encoder.runOnce()).toBe(1);
    const [framing] = await database.db
      .select()
      .from(schema.photoFramings)
      .where(eq(schema.photoFramings.key, key));
    expect(framing).toMatchObject({ status: "ready", failure: null, readyAt: now });
    const renditions = await database.db
      .select()
      .from(schema.photoRenditions)
      .where(eq(schema.photoRenditions.framingKey, key));
    // 900 pixels wide: 160 to 640, not 960 nor 1200.
    expect(renditions).toHaveLength(4 * PHOTO_FORMATS.length);
    for (const rendition of renditions) {
      const bytes = await tablePhotoBytes.get(database.db, renditionBytesName({ key, ...rendition }));
      expect(rendition.byteSize).toBe(bytes?.byteLength);
    }
    expect(await encoder.runOnce()).toBe(0);
  });

  it("dit en français pourquoi un cadrage n'a pas pu être fait", async () => {
    const key = await framedPhoto(
      database.db,
      await picture(300, 200, { seed: 3 }),
      "hero",
      centredCrop("hero", 300, 200),
      now,
    );
    const encoder = createPhotoEncoder({
      db: database.db,
      photoBytes: tablePhotoBytes,
      clock: () => now,
      logger: silent,
    });
    await encoder.runOnce();
    const [framing] = await database.db
      .select()
      .from(schema.photoFramings)
      .where(eq(schema.photoFramings.key, key));
    expect(framing).toMatchObject({ status: "failed", failure: photoEncoderFailures.tooSmall });
  });

  it("reprend un cadrage dont l'encodeur est mort depuis plus de 5 minutes, pas avant", async () => {
    const key = await framedPhoto(
      database.db,
      await picture(400, 300, { seed: 4 }),
      "dish",
      centredCrop("dish", 400, 300),
      now,
    );
    const claimed = await claimFraming(database.db, now);
    expect(claimed?.key).toBe(key);
    // The process that claimed it is gone: nobody takes it again within 5 minutes...
    const soon = new Date(now.getTime() + CLAIM_EXPIRES_MS - 1_000);
    expect(await claimFraming(database.db, soon)).toBeNull();
    // ...then another one does, and finishes it.
    const later = new Date(now.getTime() + CLAIM_EXPIRES_MS + 1_000);
    const encoder = createPhotoEncoder({
      db: database.db,
      photoBytes: tablePhotoBytes,
      clock: () => later,
      logger: silent,
    });
    expect(await encoder.runOnce()).toBe(1);
    const [framing] = await database.db
      .select()
      .from(schema.photoFramings)
      .where(eq(schema.photoFramings.key, key));
    expect(framing?.status).toBe("ready");
  });

  it("s'arrête proprement : le cadrage en main est fini, rien de plus n'est pris", async () => {
    await framedPhoto(
      database.db,
      await picture(400, 300, { seed: 5 }),
      "dish",
      centredCrop("dish", 400, 300),
      now,
    );
    await framedPhoto(
      database.db,
      await picture(400, 300, { seed: 6 }),
      "dish",
      centredCrop("dish", 400, 300),
      now,
    );
    const encoder = createPhotoEncoder({
      db: database.db,
      photoBytes: tablePhotoBytes,
      clock: () => now,
      logger: silent,
    });
    encoder.start();
    await encoder.stop();
    const statuses = (
      await database.db.select({ status: schema.photoFramings.status }).from(schema.photoFramings)
    ).map((row) => row.status);
    expect(statuses).not.toContain("encoding");
    // After a stop, a wake does nothing.
    encoder.wake();
    await encoder.idle();
    // Clean for the next tests of this file.
    await createPhotoEncoder({
      db: database.db,
      photoBytes: tablePhotoBytes,
      clock: () => now,
      logger: silent,
    }).runOnce();
  });
});

describe("deux encodeurs sur un PostgreSQL", { tags: ["postgres"] }, () => {
  let where: Where;
  let first: Database;
  let second: Database;
  const now = new Date("2026-11-24T11:00:00Z");
  beforeAll(async () => {
    where = await dataPlaceFor("postgres");
    const url = where.env.DATABASE_URL ?? "";
    // Two pools, as two server processes would have.
    first = await openDatabase({ engine: "postgres", url, poolSize: 2 });
    second = await openDatabase({ engine: "postgres", url, poolSize: 2 });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await where?.cleanup();
  });

  it("ne prennent jamais le même cadrage", async () => {
    const keys: string[] = [];
    for (let seed = 10; seed < 22; seed++) {
      keys.push(
        await framedPhoto(
          first.db,
          await picture(240, 180, { seed }),
          "dish",
          centredCrop("dish", 240, 180),
          now,
        ),
      );
    }
    const claims = async (db: Database["db"]) => {
      const taken: string[] = [];
      for (;;) {
        const claimed = await claimFraming(db, now);
        if (!claimed) return taken;
        taken.push(claimed.key);
      }
    };
    const [a, b] = await Promise.all([claims(first.db), claims(second.db)]);
    expect([...a, ...b].sort()).toEqual([...keys].sort());

    // And as whole encoders: every framing made once, by one of them.
    await first.db.update(schema.photoFramings).set({ status: "pending", claimedAt: null });
    const encoders = [first, second].map((database) =>
      createPhotoEncoder({ db: database.db, photoBytes: tablePhotoBytes, clock: () => now, logger: silent }),
    );
    const made = await Promise.all(encoders.map((encoder) => encoder.runOnce()));
    expect((made[0] ?? 0) + (made[1] ?? 0)).toBe(keys.length);
    const ready = await first.db
      .select()
      .from(schema.photoFramings)
      .where(eq(schema.photoFramings.status, "ready"));
    expect(ready).toHaveLength(keys.length);
  });
});
