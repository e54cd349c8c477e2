/**
 * PGlite in a worker thread (ADR 083). PostgreSQL compiled to WebAssembly runs wherever PGlite is
 * called: on the main thread it took a third of the server's time under the orders, time in which
 * no request was read, priced or answered. Here the main thread keeps a client with the few
 * methods drizzle's PGlite driver calls (query, exec, transaction), and each call is a message to
 * the worker that owns the engine; rows come back as the worker's PGlite made them.
 */
import { Worker } from "node:worker_threads";
import type { Results } from "@electric-sql/pglite";
import { PGLITE_SETTINGS } from "./pglite-settings.ts";
import type { ThreadAnswer, ThreadData, ThreadRequest } from "./pglite-thread-messages.ts";

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

interface QueryOptions {
  rowMode?: "array" | "object";
  /** Only drizzle's: parsers that give the text back unchanged, for the types they are keyed by. */
  parsers?: Record<number, unknown>;
}

/** What drizzle calls on a PGlite client and on one of its transactions. */
interface PgliteThreadQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

interface PgliteThreadTransaction extends PgliteThreadQueries {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteThread extends PgliteThreadQueries {
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  /** The data folder as an uncompressed tar, taken between two statements (ADR 071's backups). */
  dumpDataDir(compression: "none"): Promise<Blob>;
  close(): Promise<void>;
}

/** An error the worker's PGlite threw, with PostgreSQL's fields on it as PGlite puts them. */
class PgliteThreadError extends Error {
  constructor(message: string, fields: Record<string, unknown>) {
    super(message);
    Object.assign(this, fields);
  }
}

const workerFile = new URL("./pglite-thread-worker.js", import.meta.url);

/**
 * Starts the worker on the data folder (null: in memory) and waits until its PGlite is ready.
 * `onLost` is told once if the worker stops on its own afterwards (PostgreSQL aborted, out of
 * memory): every call fails from then on, so the server had better stop and be restarted.
 */
export async function openPgliteThread(
  dataDir: string | null,
  onLost: (error: Error) => void = () => {},
): Promise<PgliteThread> {
  const worker = new Worker(workerFile, {
    workerData: { dataDir, settings: PGLITE_SETTINGS } satisfies ThreadData,
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let failure: Error | null = null;
  let started = false;
  let closing = false;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (answer: ThreadAnswer) => {
      if (answer.id === 0) {
        started = true;
        return resolve();
      }
      const caller = pending.get(answer.id);
      pending.delete(answer.id);
      // Waiting for no answer, the worker must not keep the process alive (a command that ends).
      if (pending.size === 0) worker.unref();
      if (!caller) return;
      if (answer.ok) caller.resolve(answer.value);
      else caller.reject(new PgliteThreadError(answer.message, answer.fields));
    });
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      reject(error);
      for (const caller of pending.values()) caller.reject(error);
      pending.clear();
      if (started && !closing) onLost(error);
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`le fil de PGlite s'est arrêté (code ${code})`)));
  });

  function send<T>(request: Request): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  }

  function queriesIn(tx: number | null): PgliteThreadQueries {
    return {
      query: (sql, params = [], options = {}) =>
        send({
          kind: "query",
          sql,
          params,
          rowMode: options.rowMode ?? "object",
          textTypes: Object.keys(options.parsers ?? {}).map(Number),
          tx,
        }),
      exec: (sql) => send({ kind: "exec", sql, tx }),
    };
  }

  await ready;
  return {
    ...queriesIn(null),
    async transaction(callback) {
      const tx = await send<number>({ kind: "begin" });
      let closed = false;
      const end = async (commit: boolean) => {
        if (closed) return;
        closed = true;
        await send({ kind: "end", tx, commit });
      };
      const transaction: PgliteThreadTransaction = {
        ...queriesIn(tx),
        rollback: () => end(false),
        get closed() {
          return closed;
        },
      };
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(transaction);
      } catch (error) {
        // The caller's error says what went wrong, not a failed rollback (a dead worker).
        await end(false).catch(() => undefined);
        throw error;
      }
      await end(true);
      return result;
    },
    async dumpDataDir() {
      // Uncompressed: the backup compresses the file it writes (ADR 071).
      return new Blob([await send<Uint8Array<ArrayBuffer>>({ kind: "dump" })]);
    },
    async close() {
      closing = true;
      await send({ kind: "close" });
      await worker.terminate();
    },
  };
}
