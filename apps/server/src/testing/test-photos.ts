import { crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * Pictures for the photos' tests (upload checks, encoder, bench), made on the spot with sharp so no
 * binary file sits in the repository. Every picture is deterministic: the same call gives the same
 * bytes, hence the same photo id.
 */

export interface TestPhotoOptions {
  /** Stored width and height, before any EXIF orientation (default 800 × 600). */
  width?: number;
  height?: number;
  /** EXIF orientation 1–8; 5–8 mean the upright picture is `height` × `width`. */
  orientation?: number;
  /** Adds GPS coordinates and a camera's make to the EXIF, as a phone does (JPEG only). */
  gps?: boolean;
  /** Changes the pixels, so that two pictures of one size are two photos. */
  seed?: number;
}

const DEFAULT_WIDTH = 800;
const DEFAULT_HEIGHT = 600;

/**
 * A phone's EXIF: where it was taken (a spot in Paris) and by what. What a rendition must never
 * carry to customers.
 */
const TEST_PHOTO_EXIF = {
  IFD0: { Make: "Comptoir", Model: "Téléphone de test" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "48/1 51/1 2400/100",
    GPSLongitudeRef: "E",
    GPSLongitude: "2/1 21/1 300/100",
  },
};

/**
 * Raw RGB pixels looking somewhat like a photo: soft gradients with a little grain, so encoders
 * work as on a real picture (flat colours would compress to nothing), from a seeded generator.
 */
function photoPixels(width: number, height: number, seed: number): Buffer {
  const pixels = Buffer.allocUnsafe(width * height * 3);
  let state = (seed * 2_654_435_761 + 1) >>> 0;
  let offset = 0;
  for (let y = 0; y < height; y++) {
    const fy = y / height;
    for (let x = 0; x < width; x++) {
      const fx = x / width;
      // xorshift32: cheap and the same on every machine.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const grain = ((state >>> 0) % 24) - 12;
      const wave = Math.sin((fx * 6 + fy * 3 + seed) * Math.PI) * 40;
      pixels[offset++] = clampByte(180 + wave - fy * 80 + grain);
      pixels[offset++] = clampByte(90 + fx * 90 - wave / 2 + grain);
      pixels[offset++] = clampByte(40 + fy * 120 + grain);
    }
  }
  return pixels;
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

function picture({ width = DEFAULT_WIDTH, height = DEFAULT_HEIGHT, seed = 1 }: TestPhotoOptions) {
  return sharp(photoPixels(width, height, seed), { raw: { width, height, channels: 3 } });
}

/** A JPEG, with an EXIF orientation and a phone's GPS tags when asked. */
export async function testJpeg(options: TestPhotoOptions = {}): Promise<Buffer> {
  let image = picture(options);
  if (options.gps) image = image.withExif(TEST_PHOTO_EXIF);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: 90 }).toBuffer();
}

/** A PNG (with an EXIF orientation when asked). */
export async function testPng(options: TestPhotoOptions = {}): Promise<Buffer> {
  let image = picture(options);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.png().toBuffer();
}

/** A WebP. */
export async function testWebp(options: TestPhotoOptions = {}): Promise<Buffer> {
  return picture(options).webp({ quality: 85 }).toBuffer();
}

/** An AVIF (slow to encode: keep it small). */
export async function testAvif(options: TestPhotoOptions = {}): Promise<Buffer> {
  return picture({ width: 400, height: 300, ...options })
    .avif({ quality: 60, effort: 0 })
    .toBuffer();
}

/** A GIF: a picture, but not a type the shop takes. */
export async function testGif(options: TestPhotoOptions = {}): Promise<Buffer> {
  return picture({ width: 300, height: 300, ...options })
    .gif()
    .toBuffer();
}

/**
 * A 12-megapixel phone photo (4000 × 3000, a few MB) with its EXIF and GPS tags: what an owner
 * uploads most. Takes a second or two to make.
 */
export async function twelveMegapixelJpeg(options: Omit<TestPhotoOptions, "width" | "height"> = {}) {
  return testJpeg({ gps: true, ...options, width: 4000, height: 3000 });
}

/** The first part of a file, as a connection cut mid-upload leaves it. */
export function truncated(bytes: Uint8Array, keep = 0.6): Buffer {
  return Buffer.from(bytes.subarray(0, Math.floor(bytes.length * keep)));
}

/** A small but real PDF: what a file renamed `menu.jpg` may really be. */
export const TEST_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
    "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
    "trailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

/**
 * A PNG whose header declares `width` × `height` and whose pixels are a few bytes: what a
 * decompression bomb looks like. Decoding it would need width × height × 4 bytes; a check must
 * refuse it from the header alone.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  // compression, filter and interlace methods stay 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
