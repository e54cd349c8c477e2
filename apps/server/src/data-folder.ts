import { DataFolderTaken } from "@comptoir/db";
import { dataFolderLock, fill } from "@comptoir/messages";

/**
 * For `openDatabase(…).catch(refuseTakenDataFolder)` in the server and in `staff:create`: another
 * process holds the PGlite data folder (packages/db data-folder-lock.ts), so this one stops with a
 * French sentence and exit code 1. Any other failure is thrown on.
 */
export function refuseTakenDataFolder(error: unknown): never {
  if (error instanceof DataFolderTaken) {
    process.stderr.write(
      `${fill(dataFolderLock.taken, { dataDir: error.dataDir, pid: error.pid, lockFile: error.lockFile })}\n`,
    );
    process.exit(1);
  }
  throw error;
}
