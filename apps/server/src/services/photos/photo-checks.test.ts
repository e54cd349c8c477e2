import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  pngDeclaring,
  TEST_PDF,
  testAvif,
  testGif,
  testJpeg,
  testPng,
  testWebp,
  truncated,
  twelveMegapixelJpeg,
} from "../../testing/test-photos.ts";
import { checkPhoto } from "./photo-checks.ts";

describe("les contrôles d'une photo envoyée", () => {
  it("prend un JPEG, un PNG, un WebP et un AVIF, reconnus à leur contenu, avec leurs dimensions", async () => {
    expect(await checkPhoto(await testJpeg())).toEqual({
      ok: true,
      photo: { mime: "image/jpeg", width: 800, height: 600 },
    });
    expect(await checkPhoto(await testPng({ width: 300, height: 500 }))).toEqual({
      ok: true,
      photo: { mime: "image/png", width: 300, height: 500 },
    });
    expect(await checkPhoto(await testWebp())).toEqual({
      ok: true,
      photo: { mime: "image/webp", width: 800, height: 600 },
    });
    expect(await checkPhoto(await testAvif())).toEqual({
      ok: true,
      photo: { mime: "image/avif", width: 400, height: 300 },
    });
  });

  it("prend une photo de téléphone de 12 mégapixels", async () => {
    expect(await checkPhoto(await twelveMegapixelJpeg())).toEqual({
      ok: true,
      photo: { mime: "image/jpeg", width: 4000, height: 3000 },
    });
  });

  it("donne les dimensions de la photo redressée : une orientation EXIF de 5 à 8 échange les côtés", async () => {
    for (const orientation of [1, 2, 3, 4]) {
      const checked = await checkPhoto(await testJpeg({ orientation, gps: true }));
      expect(checked, `orientation ${orientation}`).toMatchObject({ photo: { width: 800, height: 600 } });
    }
    for (const orientation of [5, 6, 7, 8]) {
      const checked = await checkPhoto(await testJpeg({ orientation, gps: true }));
      expect(checked, `orientation ${orientation}`).toMatchObject({ photo: { width: 600, height: 800 } });
    }
  });

  it("refuse un fichier vide", async () => {
    expect(await checkPhoto(Buffer.alloc(0))).toEqual({ ok: false, refusal: { code: "photo_empty" } });
  });

  it("refuse ce qui n'est pas un JPEG, un PNG, un WebP ou un AVIF, quel que soit son nom : PDF, GIF, texte", async () => {
    for (const bytes of [
      TEST_PDF,
      await testGif(),
      Buffer.from("Ceci n'est pas une photo.\n"),
      Buffer.from([0xff]),
    ]) {
      expect(await checkPhoto(bytes)).toEqual({ ok: false, refusal: { code: "photo_type" } });
    }
  });

  it("refuse une image de 30 000 × 30 000 à la lecture de son en-tête, sans la décoder", async () => {
    // The file holds no pixel: were it decoded, it would be refused as unreadable, not for its size.
    expect(await checkPhoto(pngDeclaring(30_000, 30_000))).toEqual({
      ok: false,
      refusal: { code: "photo_too_many_pixels", width: 30_000, height: 30_000 },
    });
    expect(await checkPhoto(pngDeclaring(8_000, 5_001))).toMatchObject({
      refusal: { code: "photo_too_many_pixels" },
    });
    // 40 megapixels exactly pass the header's check (and, holding no pixel, fail the decoding).
    expect(await checkPhoto(pngDeclaring(8_000, 5_000))).toMatchObject({
      refusal: { code: "photo_unreadable" },
    });
  });

  it("refuse une photo dont un côté, redressée, fait moins de 200 pixels", async () => {
    expect(await checkPhoto(await testJpeg({ width: 800, height: 199 }))).toEqual({
      ok: false,
      refusal: { code: "photo_too_small", width: 800, height: 199 },
    });
    expect(await checkPhoto(await testPng({ width: 150, height: 150 }))).toMatchObject({
      refusal: { code: "photo_too_small" },
    });
    expect(await checkPhoto(await testJpeg({ width: 200, height: 200 }))).toMatchObject({ ok: true });
  });

  it("refuse un fichier tronqué, quel que soit l'endroit de la coupure, et un fichier abîmé", async () => {
    const jpeg = await testJpeg();
    const progressive = await sharp(jpeg).jpeg({ progressive: true }).toBuffer();
    const png = await testPng();
    const interlaced = await sharp(png).png({ progressive: true }).toBuffer();
    const webp = await testWebp();
    const avif = await testAvif();
    const cut = (bytes: Buffer, end: number) => Buffer.from(bytes.subarray(0, end));
    const broken: [string, Buffer][] = [];
    for (const [name, bytes] of Object.entries({ jpeg, progressive, png, interlaced, webp, avif })) {
      for (const keep of [0.2, 0.5, 0.9, 0.99]) broken.push([`${name} ${keep}`, truncated(bytes, keep)]);
    }
    // Cut just before the end marker: every pixel is there, the file is still incomplete.
    broken.push(["jpeg sans EOI", cut(jpeg, jpeg.length - 2)]);
    broken.push(["png sans IEND", cut(png, png.length - 12)]);
    broken.push(["webp", cut(webp, webp.length - 2)]);
    broken.push(["avif", cut(avif, avif.length - 2)]);
    const scrambled = Buffer.from(png);
    for (let at = 5_000; at < 5_100; at++) scrambled[at] = (scrambled[at] ?? 0) ^ 0x55;
    broken.push(["png abîmé", scrambled]);
    for (const [name, bytes] of broken) {
      expect(await checkPhoto(bytes), name).toEqual({ ok: false, refusal: { code: "photo_unreadable" } });
    }
  });
});
