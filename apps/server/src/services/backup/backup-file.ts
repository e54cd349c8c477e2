import { link, rename, rm, stat } from "node:fs/promises";

/**
 * Gives a finished backup (written under a temporary name beside it) its name, never over a file
 * already there: a backup never replaces another, whoever asked for the name. A hard link fails if
 * the name is taken, in one step; on a file system without them, a check then a rename.
 */
export async function publishBackupFile(partial: string, target: string): Promise<void> {
  try {
    await link(partial, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw error;
    const taken = await stat(target).then(
      () => true,
      () => false,
    );
    if (taken) throw Object.assign(new Error(`EEXIST: ${target}`), { code: "EEXIST" });
    await rename(partial, target);
    return;
  }
  await rm(partial, { force: true });
}
