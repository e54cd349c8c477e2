/**
 * `node --import ./bench/count-statements-hooks.ts apps/server/src/index.ts`: the server as it is,
 * with every statement it sends to its database counted by its text, whatever code sends it. On
 * PostgreSQL each call of pg's `Client.query` (a pool's query included) is one round trip to the
 * database; on PGlite each parse or simple-query message given to the engine is one statement
 * (BEGIN and COMMIT included). Each count is kept by connection and text: `pool` for pg's
 * pooled connections (the requests' own), a dedicated connection by its application name (the
 * journal's chainer, the live events' listener), `pglite` for PGlite's one engine. For
 * bench/orders-load.ts's count of statements per order: the counts are written as JSON
 * (`{ connection: { text: count } }`) to BENCH_STATEMENTS_FILE every 100 ms while they change.
 */
import { renameSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const file = process.env.BENCH_STATEMENTS_FILE ?? "";
const counts: Record<string, Record<string, number>> = {};
let changed = false;

function count(connection: string, text: string) {
  // The statement's shape, not its values: drizzle's texts carry parameters ($1…), literals aside.
  const key = text.replace(/\s+/g, " ").trim().slice(0, 160);
  const texts = counts[connection] ?? {};
  counts[connection] = texts;
  texts[key] = (texts[key] ?? 0) + 1;
  changed = true;
}

const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config] = args;
  const name = (this as unknown as { connectionParameters?: { application_name?: string } })
    .connectionParameters?.application_name;
  count(
    name || "pool",
    typeof config === "string" ? config : ((config as { text?: string } | null)?.text ?? "(?)"),
  );
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** The query text of a parse ('P') or simple-query ('Q') message, null for the other messages. */
function statementOf(message: Uint8Array): string | null {
  const kind = message[0];
  if (kind !== 0x50 && kind !== 0x51) return null;
  let start = 5;
  // A parse message names its prepared statement first (empty for drizzle's unnamed ones).
  if (kind === 0x50) start = message.indexOf(0, start) + 1;
  const end = message.indexOf(0, start);
  return Buffer.from(message.subarray(start, end < 0 ? undefined : end)).toString("utf8");
}

const execProtocolStream = PGlite.prototype.execProtocolStream;
PGlite.prototype.execProtocolStream = function (this: PGlite, message, options) {
  const text = statementOf(message);
  if (text !== null) count("pglite", text);
  return execProtocolStream.call(this, message, options);
};

setInterval(() => {
  if (!changed || !file) return;
  changed = false;
  // Whole or not at all for the bench reading it.
  writeFileSync(`${file}.part`, JSON.stringify(counts));
  renameSync(`${file}.part`, file);
}, 100).unref();
