import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { BACKUP_REQUESTS_FOLDER } from "./data-folder-backup.ts";

/**
 * How `npm run backup` asks the running server for a copy of its PGlite data folder (ADR 071):
 * PGlite lets one process open the folder, and only the process that holds it can copy it
 * consistently. The command leaves a request (the backup file's path) in
 * `<data folder>/backup-requests/` and sends the server SIGUSR2; the server writes the backup and
 * leaves its answer beside the request. Whoever may write in the data folder and signal the server
 * may already read the shop's data: no password is needed, nothing listens on the network.
 */
const BACKUP_SIGNAL = "SIGUSR2";

interface BackupAnswer {
  ok: boolean;
  /** Why it failed, for the command to say. */
  reason?: string;
}

/**
 * Names the process that answers requests: a process that holds the folder but has not written
 * it yet (a server starting) would be stopped by the signal, so the command only signals the one
 * this file names.
 */
const SERVING_FILE = "serving.pid";

/** How long the command waits for the server's answer: a large shop's copy takes a while. */
const ANSWER_WAIT_MS = 10 * 60_000;
const ANSWER_POLL_MS = 100;

const requestFile = (folder: string, id: string) => join(folder, `${id}.request.json`);
const answerFile = (folder: string, id: string) => join(folder, `${id}.answer.json`);

/** Writes a file whole or not at all: a reader never sees it half written. */
function writeWhole(file: string, text: string) {
  const partial = `${file}.${randomUUID()}.partial`;
  writeFileSync(partial, text, { mode: 0o600 });
  renameSync(partial, file);
}

/**
 * The server's side: on SIGUSR2, every request waiting in the folder is answered, one after the
 * other, by `backUp(target)`. Returns the stop, which waits for the backup in hand.
 */
export function serveBackupRequests({
  dataDir,
  backUp,
  onError,
}: {
  dataDir: string;
  backUp: (target: string) => Promise<void>;
  onError: (error: unknown) => void;
}): () => Promise<void> {
  const folder = join(dataDir, BACKUP_REQUESTS_FOLDER);
  let running: Promise<void> | null = null;
  let again = false;
  const answerAll = async () => {
    const ids = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".request.json"))
      .map((entry) => entry.name.slice(0, -".request.json".length));
    for (const id of ids) {
      // A command that gave up (stopped, timed out) left its request: nobody waits for that copy.
      const written = statSync(requestFile(folder, id), { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (Date.now() - written > ANSWER_WAIT_MS) {
        rmSync(requestFile(folder, id), { force: true });
        continue;
      }
      let answer: BackupAnswer;
      try {
        const { target } = JSON.parse(readFileSync(requestFile(folder, id), "utf8")) as { target: string };
        await backUp(target);
        answer = { ok: true };
      } catch (error) {
        onError(error);
        answer = { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
      writeWhole(answerFile(folder, id), JSON.stringify(answer));
      rmSync(requestFile(folder, id), { force: true });
    }
  };
  let stopped = false;
  const onSignal = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await answerAll().catch(onError);
      } while (again);
    })().finally(() => {
      running = null;
    });
  };
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  process.on(BACKUP_SIGNAL, onSignal);
  writeWhole(join(folder, SERVING_FILE), `${process.pid}\n`);
  return async () => {
    // The handler stays: a signal sent as the server stops must not end it before its database closes.
    stopped = true;
    rmSync(join(folder, SERVING_FILE), { force: true });
    await running;
  };
}

/**
 * The command's side: asks the server of process `pid`, which holds `dataDir`, to write its backup
 * to `target`, and waits for its answer. `gone` is true when the process stopped without answering.
 */
export async function askServerForBackup(
  dataDir: string,
  pid: number,
  target: string,
): Promise<BackupAnswer & { gone?: boolean; starting?: boolean }> {
  const folder = join(dataDir, BACKUP_REQUESTS_FOLDER);
  let serving: number | null = null;
  try {
    serving = Number.parseInt(readFileSync(join(folder, SERVING_FILE), "utf8"), 10);
  } catch {
    serving = null;
  }
  if (serving !== pid) return { ok: false, starting: true };
  const id = randomUUID();
  writeWhole(requestFile(folder, id), JSON.stringify({ target }));
  const giveUp = Date.now() + ANSWER_WAIT_MS;
  try {
    process.kill(pid, BACKUP_SIGNAL);
    while (Date.now() < giveUp) {
      try {
        const answer = JSON.parse(readFileSync(answerFile(folder, id), "utf8")) as BackupAnswer;
        rmSync(answerFile(folder, id), { force: true });
        return answer;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
      process.kill(pid, 0);
      await sleep(ANSWER_POLL_MS);
    }
    return { ok: false, gone: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return { ok: false, gone: true };
    throw error;
  } finally {
    rmSync(requestFile(folder, id), { force: true });
  }
}
