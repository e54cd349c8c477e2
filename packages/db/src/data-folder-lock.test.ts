import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataFolderTaken, LOCK_FILE_NAME, lockDataFolder } from "./data-folder-lock.ts";

describe("le verrou du dossier de données", () => {
  const folder = mkdtempSync(join(tmpdir(), "comptoir-lock-"));
  const lockFile = join(folder, LOCK_FILE_NAME);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("nomme le processus qui tient le dossier, et disparaît quand il le rend", () => {
    const release = lockDataFolder(folder);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("refuse le dossier qu'un autre processus vivant tient", () => {
    // The process that started the tests is alive and is not this one.
    writeFileSync(lockFile, `${process.ppid}\n`);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderTaken);
    try {
      lockDataFolder(folder);
    } catch (error) {
      expect(error).toMatchObject({ pid: process.ppid, dataDir: folder, lockFile });
    }
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.ppid));
    rmSync(lockFile);
  });

  it("reprend le verrou laissé par un processus mort (kill -9, coupure)", () => {
    // Beyond Linux's largest process id: no process can hold it.
    writeFileSync(lockFile, "4194305\n");
    const release = lockDataFolder(folder);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    release();
  });
});
