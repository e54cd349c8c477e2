import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { isAbsolute, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { LOCK_FILE_NAME } from "@comptoir/db";
import { publishBackupFile } from "./backup-file.ts";

/** Where the backup command leaves its requests to the running server, inside the data folder. */
export const BACKUP_REQUESTS_FOLDER = "backup-requests";

const BLOCK = 512;

/** A tar entry's name (ustar: `prefix/name`), without the leading `/` PGlite writes. */
function entryName(header: Uint8Array): string {
  const text = (from: number, length: number) => {
    const field = header.subarray(from, from + length);
    const end = field.indexOf(0);
    return Buffer.from(end === -1 ? field : field.subarray(0, end)).toString("utf8");
  };
  const prefix = text(345, 155);
  const name = text(0, 100);
  return (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, "").replace(/\/+$/, "");
}

/**
 * The entries of an uncompressed tar whose names `dropped` does not refuse, as the tar's own
 * blocks (no copy), then the two empty blocks that end a tar.
 */
export function tarWithout(tar: Uint8Array, dropped: (name: string) => boolean): Uint8Array[] {
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(
      Buffer.from(header.subarray(124, 136)).toString("ascii").replace(/\0.*$/, "").trim() || "0",
      8,
    );
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!dropped(entryName(header))) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(BLOCK * 2));
  return kept;
}

/**
 * What a backup of the data folder leaves out: the lock naming the server's process, the backup
 * requests, and the shop's private key when it lives in the folder (ADR 071: a backup never
 * carries the key that signs the journal's archives).
 */
export function droppedFromBackup(dataDir: string, keyFile: string): (name: string) => boolean {
  const key = relative(dataDir, keyFile).split(sep).join("/");
  const keyInside = key !== "" && !key.startsWith("..") && !isAbsolute(key);
  return (name) =>
    name === LOCK_FILE_NAME ||
    name === BACKUP_REQUESTS_FOLDER ||
    name.startsWith(`${BACKUP_REQUESTS_FOLDER}/`) ||
    (keyInside && name === key);
}

/**
 * Writes the backup of a PGlite shop to `target`: PGlite's own copy of the data folder (the
 * database and the photos' files, taken between two statements while the shop runs), without
 * what `droppedFromBackup` leaves out, gzipped. Written beside the target then named, never over
 * another file, readable by its owner alone: it holds the customers' data.
 */
export async function writeDataFolderBackup({
  dump,
  dataDir,
  keyFile,
  target,
}: {
  dump: () => Promise<Blob>;
  dataDir: string;
  keyFile: string;
  target: string;
}): Promise<void> {
  const tar = new Uint8Array(await (await dump()).arrayBuffer());
  const partial = `${target}.${randomUUID()}.partial`;
  try {
    await pipeline(
      Readable.from(tarWithout(tar, droppedFromBackup(dataDir, keyFile))),
      createGzip(),
      createWriteStream(partial, { mode: 0o600, flags: "wx" }),
    );
    await publishBackupFile(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}
