// @ts-check
/**
 * The worker thread that owns PGlite for the server (ADR 083): PostgreSQL's WebAssembly runs
 * here, on the machine's other core, while the main thread parses requests and prices orders.
 * It answers pglite-thread.ts's messages one by one; PGlite itself keeps statements apart (one
 * at a time, and none of another caller inside a transaction), as it does on the main thread.
 *
 * JavaScript, type-checked from its JSDoc, and importing no TypeScript (PGlite's settings come in
 * workerData): a `.ts` file would make Node load its type stripper again in this thread, a few
 * MB of the server's 250 (ADR 084).
 */
/** @import { Transaction } from "@electric-sql/pglite" */
/** @import { ThreadAnswer, ThreadData, ThreadRequest } from "./pglite-thread-messages.ts" */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const port = parentPort;
if (!port) throw new Error("pglite-thread-worker.js se lance comme un worker");
const { dataDir, settings } = /** @type {ThreadData} */ (workerData);
const client = dataDir ? new PGlite(dataDir, settings) : new PGlite(settings);

/**
 * The transactions begun and not yet ended, by the number the main thread knows them by.
 * @type {Map<number, { tx: Transaction, end: (commit: boolean) => void, ended: Promise<void> }>}
 */
const transactions = new Map();
let lastTransaction = 0;

/**
 * Types given back as PostgreSQL's text, as the caller asked (drizzle parses its dates itself).
 * @param {number[]} types
 */
function textParsers(types) {
  return Object.fromEntries(types.map((type) => [type, (/** @type {string} */ value) => value]));
}

/** @returns {Promise<number>} */
async function begin() {
  const id = ++lastTransaction;
  /** @type {() => void} */
  let began = () => {};
  /** @type {Promise<void>} */
  const beginning = new Promise((resolve) => {
    began = resolve;
  });
  /** @type {(commit: boolean) => void} */
  let end = () => {};
  /** @type {Promise<boolean>} */
  const decided = new Promise((resolve) => {
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

/**
 * @param {ThreadRequest} request
 * @returns {Promise<unknown>}
 */
async function answer(request) {
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

/** @param {number} id */
function transactionOf(id) {
  const transaction = transactions.get(id);
  if (!transaction) throw new Error(`transaction ${id} inconnue ou déjà terminée`);
  return transaction;
}

/**
 * What crosses back of an error: its message and PostgreSQL's fields (code, constraint…).
 * @param {unknown} error
 * @returns {ThreadAnswer & { ok: false }}
 */
function errorFields(error) {
  if (!(error instanceof Error)) return { id: 0, ok: false, message: String(error), fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { id: 0, ok: false, message: error.message, fields };
}

port.on("message", (/** @type {ThreadRequest} */ request) => {
  answer(request).then(
    (value) => {
      /** @type {ThreadAnswer} */
      const message = { id: request.id, ok: true, value };
      // A dump's bytes move rather than being copied.
      port.postMessage(
        message,
        value instanceof Uint8Array ? [/** @type {ArrayBuffer} */ (value.buffer)] : [],
      );
    },
    (error) => port.postMessage({ ...errorFields(error), id: request.id }),
  );
});
await client.waitReady;
port.postMessage(/** @type {ThreadAnswer} */ ({ id: 0, ok: true, value: "ready" }));
