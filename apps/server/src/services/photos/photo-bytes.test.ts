import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "@comptoir/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderPhotoBytes, originalBytesName, renditionBytesName } from "./photo-bytes.ts";

// The folder store never touches the database.
const noDb = null as unknown as Db;

describe("les octets des photos dans le dossier de données (PGlite)", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "comptoir-photo-bytes-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("écrit un fichier par nom, le relit, l'écrit deux fois sans dommage et le retire", async () => {
    const store = folderPhotoBytes(dataDir);
    const original = originalBytesName("a".repeat(64));
    const rendition = renditionBytesName({ key: "0123456789abcdef0123", width: 320, format: "avif" });
    expect(await store.get(noDb, original)).toBeNull();
    await store.put(noDb, original, new Uint8Array([1, 2, 3]));
    await store.put(noDb, original, new Uint8Array([1, 2, 3]));
    await store.put(noDb, rendition, new Uint8Array([4]));
    expect(await store.get(noDb, original)).toEqual(new Uint8Array([1, 2, 3]));
    expect(await readdir(join(dataDir, "photos", "originals"))).toEqual(["a".repeat(64)]);
    expect(await readdir(join(dataDir, "photos", "renditions"))).toEqual(["0123456789abcdef0123-320.avif"]);
    // A name already gone, or never written, is no error.
    await store.remove(noDb, [
      original,
      original,
      renditionBytesName({ key: "f".repeat(20), width: 160, format: "jpeg" }),
    ]);
    expect(await store.get(noDb, original)).toBeNull();
    expect(await store.get(noDb, rendition)).toEqual(new Uint8Array([4]));
  });

  it("refuse un nom qui sortirait de son dossier", async () => {
    const store = folderPhotoBytes(dataDir);
    await expect(store.put(noDb, "originals/../../escape", new Uint8Array([1]))).rejects.toThrow();
    await expect(store.get(noDb, "../secret")).rejects.toThrow();
  });
});
