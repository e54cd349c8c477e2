import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

/** The file, inside the data folder, that names the process holding it. */
export const LOCK_FILE_NAME = "comptoir.pid";

/** Another live process holds the data folder: the caller says so in French and stops. */
export class DataFolderTaken extends Error {
  readonly dataDir: string;
  readonly pid: number;
  readonly lockFile: string;
  constructor(dataDir: string, pid: number, lockFile: string) {
    super(`data folder ${dataDir} is held by process ${pid} (${lockFile})`);
    this.name = "DataFolderTaken";
    this.dataDir = dataDir;
    this.pid = pid;
    this.lockFile = lockFile;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8").trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite must never be opened by two processes on one data folder (it would corrupt it): whoever
 * opens the folder (the server, `npm run staff:create`) first writes its process id into
 * `comptoir.pid` there, created exclusively, and removes it on close. A file left by a process that
 * died (kill -9, power cut) names a process that no longer runs, or, in a container restarted with
 * the same numbering, this very process: it is taken over. Returns the release function.
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockFile = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (holderOf(lockFile) === process.pid) unlinkSync(lockFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = holderOf(lockFile);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataFolderTaken(dataDir, holder, lockFile);
    }
    // Stale (or being written this instant: the next attempt reads it again).
    if (holder !== null || attempt > 0) {
      try {
        unlinkSync(lockFile);
      } catch {
        // Another process took it over first: the next attempt sees whose it is.
      }
    }
  }
  const holder = holderOf(lockFile) ?? 0;
  throw new DataFolderTaken(dataDir, holder, lockFile);
}
