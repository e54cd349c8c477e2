/**
 * The worker thread that owns PGlite for the server (ADR 083): PostgreSQL's WebAssembly runs
 * here, on the machine's other core, while the main thread parses requests and prices orders.
 * It answers pglite-thread.ts's messages one by one; PGlite itself keeps statements apart (one
 * at a time, and none of another caller inside a transaction), as it does on the main thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { PGLITE_SETTINGS } from "./pglite-settings.ts";
import type { ThreadAnswer, ThreadRequest } from "./pglite-thread-messages.ts";

const port = parentPort;
if (!port) throw new Error("pglite-thread-worker.ts se lance comme un worker");
const { dataDir } = workerData as { dataDir: string | null };
const client = dataDir ? new PGlite(dataDir, PGLITE_SETTINGS) : new PGlite(PGLITE_SETTINGS);

/** The transactions begun and not yet ended, by the number the main thread knows them by. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> }
>();
let lastTransaction = 0;

/** Types given back as PostgreSQL's text, as the caller asked (drizzle parses its dates itself). */
function textParsers(types: number[]) {
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

async function begin(): Promise<number> {
  const id = ++lastTransaction;
  let began: () => void = () => {};
  const beginning = new Promise<void>((resolve) => {
    began = resolve;
  });
  let end: (commit: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  const ended = client.transaction(async (tx) => {
    transactions.set(id, { tx, end, ended });
    began();
    // PGlite commits when this returns and rolls back when it throws.
    if (!(await decided)) await tx.rollback();
  });
  // A BEGIN that fails ends the transaction before it began: say so rather than wait for ever.
  await Promise.race([beginning, ended]);
  return id;
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case "query": {
      const target = request.tx === null ? client : transactionOf(request.tx).tx;
      return target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: textParsers(request.textTypes),
      });
    }
    case "exec": {
      const target = request.tx === null ? client : transactionOf(request.tx).tx;
      return target.exec(request.sql);
    }
    case "begin":
      return begin();
    case "end": {
      const transaction = transactionOf(request.tx);
      transactions.delete(request.tx);
      transaction.end(request.commit);
      await transaction.ended;
      return null;
    }
    case "dump": {
      const blob = await client.dumpDataDir("none");
      return new Uint8Array(await blob.arrayBuffer());
    }
    case "close":
      await client.close();
      return null;
  }
}

function transactionOf(id: number) {
  const transaction = transactions.get(id);
  if (!transaction) throw new Error(`transaction ${id} inconnue ou déjà terminée`);
  return transaction;
}

/** What crosses back of an error: its message and PostgreSQL's fields (code, constraint…). */
function errorFields(error: unknown): ThreadAnswer & { ok: false } {
  if (!(error instanceof Error)) return { id: 0, ok: false, message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { id: 0, ok: false, message: error.message, fields };
}

port.on("message", (request: ThreadRequest) => {
  answer(request).then(
    (value) => {
      const message: ThreadAnswer = { id: request.id, ok: true, value };
      // A dump's bytes move rather than being copied.
      port.postMessage(message, value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : []);
    },
    (error: unknown) => port.postMessage({ ...errorFields(error), id: request.id }),
  );
});
await client.waitReady;
port.postMessage({ id: 0, ok: true, value: "ready" } satisfies ThreadAnswer);
