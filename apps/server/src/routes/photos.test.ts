import { createHash } from "node:crypto";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { type PhotoFormat, renditionName } from "@comptoir/domain";
import { photosApi } from "@comptoir/messages";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originalBytesName, renditionBytesName } from "../services/photos/photo-bytes.ts";
import { openTestApi } from "../testing/test-api.ts";
import { testJpeg } from "../testing/test-photos.ts";

const KEY = "0123456789abcdef0123";

describe.each(TEST_ENGINES)("les images des photos /photos/:name (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  const files: Partial<Record<PhotoFormat, Buffer>> = {};
  beforeAll(async () => {
    t = await openTestApi(engine);
    // What the encoder would have written: a photo, one framing of it, a rendition per format.
    const original = await testJpeg({ seed: 31 });
    const photoId = createHash("sha256").update(original).digest("hex");
    const db = t.database.db;
    await t.photoBytes.put(db, originalBytesName(photoId), original);
    await db.insert(schema.photos).values({
      id: photoId,
      mime: "image/jpeg",
      width: 800,
      height: 600,
      byteSize: original.length,
      uploadedAt: t.clock(),
    });
    await db.insert(schema.photoFramings).values({
      key: KEY,
      photoId,
      kind: "dish",
      crop: { x: 0, y: 0, width: 1, height: 1 },
      status: "ready",
      createdAt: t.clock(),
      readyAt: t.clock(),
    });
    const small = sharp(original).resize(160, 120);
    files.jpeg = await small.clone().jpeg().toBuffer();
    files.webp = await small.clone().webp().toBuffer();
    files.avif = await small.clone().avif({ effort: 0 }).toBuffer();
    for (const format of ["jpeg", "webp", "avif"] as const) {
      const bytes = files[format] as Buffer;
      await t.photoBytes.put(db, renditionBytesName({ key: KEY, width: 160, format }), bytes);
      await db
        .insert(schema.photoRenditions)
        .values({ framingKey: KEY, format, width: 160, height: 120, byteSize: bytes.length });
    }
  });
  afterAll(() => t.database.close());

  const get = (name: string, headers: Record<string, string> = {}) =>
    t.app.request(`/photos/${name}`, { headers });

  it("sert chaque format avec son type, à garder pour toujours, sans le compresser une seconde fois", async () => {
    for (const [format, type] of [
      ["jpeg", "image/jpeg"],
      ["webp", "image/webp"],
      ["avif", "image/avif"],
    ] as const) {
      const name = renditionName(KEY, 160, format);
      const response = await get(name, { "Accept-Encoding": "gzip, deflate, br" });
      expect(response.status, name).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("ETag")).toBe(`"${name}"`);
      expect(response.headers.get("Content-Encoding")).toBeNull();
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(Buffer.from(await response.arrayBuffer())).toEqual(files[format]);
    }
  });

  it("répond à HEAD par les mêmes en-têtes, sans corps", async () => {
    const name = renditionName(KEY, 160, "avif");
    const response = await t.app.request(`/photos/${name}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(response.headers.get("Content-Length")).toBe(String(files.avif?.length));
    expect(await response.text()).toBe("");
  });

  it("répond 304 sans corps à qui a déjà l'image (If-None-Match)", async () => {
    const name = renditionName(KEY, 160, "webp");
    for (const ifNoneMatch of [`"${name}"`, `W/"${name}"`, `"autre", "${name}"`, "*"]) {
      const response = await get(name, { "If-None-Match": ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get("ETag")).toBe(`"${name}"`);
      expect(await response.text()).toBe("");
    }
    const other = await get(name, { "If-None-Match": '"0123456789abcdef0123-320.webp"' });
    expect(other.status).toBe(200);
  });

  it("répond 404, gardé peu de temps, pour une image qui n'existe pas (encore)", async () => {
    for (const name of [
      // Narrower than any file made: nothing to answer with.
      renditionName(KEY, 100, "webp"),
      renditionName("ffffffffffffffffffff", 160, "jpeg"),
      "burger.jpg",
      `${KEY}-160.gif`,
      `${KEY.toUpperCase()}-160.jpg`,
      "%00",
    ]) {
      const response = await get(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("Cache-Control"), name).toBe("public, max-age=60");
      expect(await response.text()).toBe(photosApi.renditionNotFound);
    }
  });

  it("répond à une largeur que le cadrage n'atteint pas par la plus large faite en dessous (jamais d'agrandissement)", async () => {
    // This framing's crop made 160 pixels only: 320 and 1200, listed by the pages' srcset, exist.
    for (const width of [320, 1200]) {
      const response = await get(renditionName(KEY, width, "webp"));
      expect(response.status, String(width)).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await response.arrayBuffer())).toEqual(files.webp);
    }
  });

  it("garde en mémoire les images servies : la suivante ne relit pas la base", async () => {
    const name = renditionName(KEY, 160, "jpeg");
    expect((await get(name)).status).toBe(200);
    await t.database.db.delete(schema.photoRenditions).where(eq(schema.photoRenditions.format, "jpeg"));
    const again = await get(name);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(files.jpeg);
  });
});
