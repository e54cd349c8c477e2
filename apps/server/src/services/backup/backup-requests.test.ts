import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { askServerForBackup, serveBackupRequests } from "./backup-requests.ts";
import { BACKUP_REQUESTS_FOLDER } from "./data-folder-backup.ts";

/**
 * The request and answer between `npm run backup` and the running server that holds the PGlite
 * folder (ADR 071), both sides in this process: the signal goes to it, as it goes to the server.
 */
describe("la demande de sauvegarde au serveur qui tient le dossier", () => {
  const folders: string[] = [];
  const stops: (() => Promise<void>)[] = [];
  const dataDir = () => {
    const folder = mkdtempSync(join(tmpdir(), "comptoir-backup-requests-"));
    folders.push(folder);
    return folder;
  };
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("le serveur écrit la sauvegarde demandée et répond ; la demande et la réponse ne restent pas", async () => {
    const folder = dataDir();
    const target = join(folder, "copie.tar.gz");
    stops.push(
      serveBackupRequests({
        dataDir: folder,
        backUp: async (to) => writeFileSync(to, "copie"),
        onError: (error) => {
          throw error;
        },
      }),
    );
    expect(await askServerForBackup(folder, process.pid, target)).toEqual({ ok: true });
    expect(readFileSync(target, "utf8")).toBe("copie");
    // Only the file naming the serving process is left.
    expect(readdirSync(join(folder, BACKUP_REQUESTS_FOLDER))).toEqual(["serving.pid"]);
  });

  it("dit pourquoi la copie a échoué, sans arrêter le serveur", async () => {
    const folder = dataDir();
    const errors: unknown[] = [];
    stops.push(
      serveBackupRequests({
        dataDir: folder,
        backUp: async () => {
          throw new Error("disque plein");
        },
        onError: (error) => errors.push(error),
      }),
    );
    expect(await askServerForBackup(folder, process.pid, join(folder, "x.tar.gz"))).toEqual({
      ok: false,
      reason: "disque plein",
    });
    expect(errors).toHaveLength(1);
  });

  it("ne signale pas un processus qui ne sert pas encore les demandes (un serveur qui démarre)", async () => {
    const folder = dataDir();
    expect(await askServerForBackup(folder, process.pid, join(folder, "x.tar.gz"))).toEqual({
      ok: false,
      starting: true,
    });
    const stop = serveBackupRequests({ dataDir: folder, backUp: async () => {}, onError: () => {} });
    await stop();
    // Stopped: it no longer names itself, so no command signals it.
    expect(await askServerForBackup(folder, process.pid, join(folder, "x.tar.gz"))).toMatchObject({
      starting: true,
    });
  });
});
