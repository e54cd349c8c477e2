import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type Db, schema } from "@comptoir/db";
import { type PhotoFormat, renditionName } from "@comptoir/domain";
import { eq, inArray } from "drizzle-orm";

const { photoBytes } = schema;

/**
 * Where photos' bytes live (ADR 055): in the data folder as files on PGlite, in the `photo_bytes`
 * table on PostgreSQL. The rows that say what a photo or a rendition is stay in their tables; the
 * bytes are named by their content, so writing the same name twice is harmless. Bytes are written
 * before the rows that name them and removed after them: a crash leaves at worst an unnamed file,
 * never a row whose bytes are missing.
 */
export interface PhotoBytes {
  /** Writes `bytes` under `name` (in `tx` when the store is the table); a name already there is kept. */
  put(tx: Db, name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `name`, or null. */
  get(db: Db, name: string): Promise<Uint8Array | null>;
  /** Removes the bytes of these names, once the rows naming them are gone. */
  remove(db: Db, names: readonly string[]): Promise<void>;
}

/** An original's name: its SHA-256. */
export const originalBytesName = (id: string) => `originals/${id}`;

/** A rendition's name: its address's (`<key>-<width>.<ext>`). */
export const renditionBytesName = (rendition: { key: string; width: number; format: PhotoFormat }) =>
  `renditions/${renditionName(rendition.key, rendition.width, rendition.format)}`;

/** Rows removed at once: a sweep of many photos does not build one huge statement. */
const NAMES_PER_DELETE = 500;

/** The `photo_bytes` table, in the caller's transaction: PostgreSQL, and PGlite in memory (tests). */
export const tablePhotoBytes: PhotoBytes = {
  async put(tx, name, bytes) {
    await tx.insert(photoBytes).values({ name, bytes }).onConflictDoNothing({ target: photoBytes.name });
  },
  async get(db, name) {
    const [row] = await db
      .select({ bytes: photoBytes.bytes })
      .from(photoBytes)
      .where(eq(photoBytes.name, name));
    return row?.bytes ?? null;
  },
  async remove(db, names) {
    for (let at = 0; at < names.length; at += NAMES_PER_DELETE) {
      await db.delete(photoBytes).where(inArray(photoBytes.name, names.slice(at, at + NAMES_PER_DELETE)));
    }
  },
};

/** A name as the store spells it: only the two folders and file-safe characters, never `..`. */
const SAFE_NAME = /^(originals|renditions)\/[A-Za-z0-9._-]+$/;

function pathIn(folder: string, name: string): string {
  if (!SAFE_NAME.test(name) || name.includes("..")) throw new Error(`not a photo bytes name: ${name}`);
  return join(folder, name);
}

/**
 * Files under `<data folder>/photos/`, on PGlite: bytes stored through PGlite's WebAssembly memory
 * grow it for good (a 3 MB original, 80–250 MB) and hold the one thread for hundreds of
 * milliseconds (ADR 055). Written to a temporary name then renamed: a crash never leaves half a
 * file under a photo's name. The database's transaction does not cover them, hence bytes first.
 */
export function folderPhotoBytes(dataDir: string): PhotoBytes {
  const folder = join(dataDir, "photos");
  return {
    async put(_tx, name, bytes) {
      const path = pathIn(folder, name);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(_db, name) {
      try {
        return new Uint8Array(await readFile(pathIn(folder, name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(_db, names) {
      for (const name of names) {
        await unlink(pathIn(folder, name)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT") throw error;
        });
      }
    },
  };
}

/** The store that goes with a database: its data folder's on PGlite, the table otherwise. */
export function photoBytesFor(
  location: { engine: "pglite"; dataDir: string | null } | { engine: "postgres" },
) {
  return location.engine === "pglite" && location.dataDir
    ? folderPhotoBytes(location.dataDir)
    : tablePhotoBytes;
}
