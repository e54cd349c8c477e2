/**
 * The live figures (docs/quality.md#live, ADR 043): 100 orders placed one after the other through the
 * API, each timed from the moment its acknowledgement (the 201) arrives to the moment its `order`
 * event arrives on a connected board; then the board's acceptance of each, timed from the moment
 * the action is sent (the staff's tap) to the `progress` event on the customer's order stream. On PGlite (one process) and on
 * PostgreSQL across two processes (orders and the customer's stream on A, the board on B).
 *
 * `node bench/live.ts` measures alone and prints the table (PostgreSQL too with DATABASE_URL);
 * `npm run bench` measures it with the rest (BENCH_POSTGRES=1 for the two processes).
 */
import { randomUUID } from "node:crypto";
import { openDatabase } from "@comptoir/db";
import { readEventStream } from "../apps/server/src/testing/event-stream-reader.ts";
import { dataPlaceFor, type Where } from "../apps/server/src/testing/server-process.ts";
import { createStaffMember } from "../apps/server/src/testing/staff.ts";
import { validOrders } from "./orders.ts";
import { SERVER_ENTRY, SERVER_NODE_FLAGS, startNode, stop, stopAll, waitReady } from "./processes.ts";

const ORDERS = Number(process.env.BENCH_LIVE_ORDERS ?? 100);
/** The shop's clock starts on a Tuesday at 12:00 in Paris, as in the other figures: lunch is open. */
const CLOCK_START = "2026-11-24T11:00:00Z";
const SHOP_DAY = "2026-11-24";

export interface Latencies {
  n: number;
  median: number;
  p95: number;
  worst: number;
  /** Events that arrived before the acknowledgement itself (counted as 0 ms). */
  early: number;
}

export interface LiveFigures {
  processes: 1 | 2;
  /** Acknowledged order → its `order` event on the board. */
  board: Latencies;
  /** The board's action sent → the `progress` event on the customer's stream. */
  customer: Latencies;
}

function log(line: string) {
  process.stderr.write(`[bench live] ${line}\n`);
}

function latencies(samples: number[]): Latencies {
  const sorted = samples.map((value) => Math.max(0, value)).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? at(0.5) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return {
    n: sorted.length,
    median,
    p95: at(0.95),
    worst: sorted.at(-1) ?? 0,
    early: samples.filter((value) => value < 0).length,
  };
}

async function startShop(where: Where, port: number) {
  const child = startNode(
    SERVER_ENTRY,
    {
      ...where.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      CLOCK_START,
      // Every order comes from this one address.
      ORDER_RATE_LIMIT: "100000000",
    },
    [],
    SERVER_NODE_FLAGS,
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitReady(child, `${origin}/v2/public/settings`);
  return { child, origin };
}

/** A staff member's session on the shop's database, opened at the shop's clock. */
async function staffToken(where: Where): Promise<string> {
  const database = await openDatabase(
    where.env.DATABASE_URL
      ? { engine: "postgres", url: where.env.DATABASE_URL, poolSize: 1 }
      : { engine: "pglite", dataDir: where.env.DATA_DIR ?? "" },
  );
  try {
    return (await createStaffMember(database.db, { name: "Banc d'essai", now: new Date(CLOCK_START) })).token;
  } finally {
    await database.close();
  }
}

/**
 * The measure on one shop: `placing` takes the orders and serves the customer's stream, `boarding`
 * serves the board (the same process on PGlite).
 */
async function measure(placing: string, boarding: string, token: string, processes: 1 | 2) {
  const bodies = await validOrders(placing, SHOP_DAY);
  const board = readEventStream(await fetch(`${boarding}/v2/staff/events?token=${token}`));
  const snapshot = await board.next((event) => event.event === "snapshot");
  const onBoard: number[] = [];
  const toCustomer: number[] = [];
  // Orders already on the board (validOrders' own) may still send news: only a new one counts.
  const seen = new Set((snapshot.data as { orders: { id: number }[] }).orders.map((order) => order.id));
  for (let index = 0; index < ORDERS; index++) {
    const body = { ...bodies[index % bodies.length], local_id: randomUUID() };
    // Read from before the order is sent, so that each event is stamped when its bytes arrive.
    const arriving = board.next((event) => {
      const id = (event.data as { id?: number }).id;
      return event.event === "order" && id !== undefined && !seen.has(id);
    });
    const placed = await fetch(`${placing}/v2/public/checkout/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const acknowledged = performance.now();
    if (placed.status !== 201) throw new Error(`commande refusée : ${placed.status} ${await placed.text()}`);
    const orderId = ((await placed.json()) as { payload: { order_id: number } }).payload.order_id;
    const event = await arriving;
    const heardId = (event.data as { id: number }).id;
    seen.add(heardId);
    if (heardId !== orderId) throw new Error(`le tableau a reçu ${heardId} au lieu de ${orderId}`);
    onBoard.push(event.at - acknowledged);

    // The customer's page follows its order on the process that took it.
    const customer = readEventStream(
      await fetch(`${placing}/v2/public/checkout/orders/${orderId}/events?local_id=${body.local_id}`),
    );
    await customer.next((message) => message.event === "progress");
    const progressing = customer.next(
      (message) =>
        message.event === "progress" && (message.data as { progress: string }).progress === "accepted",
    );
    // From the staff's tap: the action's own work is part of what the customer waits for.
    const tapped = performance.now();
    const accepted = await fetch(`${boarding}/v2/staff/orders/${orderId}/actions`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ action: "accept" }),
    });
    if (accepted.status !== 200) throw new Error(`acceptation refusée : ${accepted.status}`);
    await accepted.arrayBuffer();
    toCustomer.push((await progressing).at - tapped);
    await customer.cancel();
  }
  await board.cancel();
  return { processes, board: latencies(onBoard), customer: latencies(toCustomer) } satisfies LiveFigures;
}

/** One process on a fresh PGlite data folder. */
export async function measureLiveOnPglite(port: number): Promise<LiveFigures> {
  const where = await dataPlaceFor("pglite");
  try {
    // The staff member first: PGlite lets one process at a time open its folder.
    const token = await staffToken(where);
    const shop = await startShop(where, port);
    try {
      log(`PGlite, un processus : ${ORDERS} commandes`);
      return await measure(shop.origin, shop.origin, token, 1);
    } finally {
      await stop(shop.child);
    }
  } finally {
    await where.cleanup();
  }
}

/** Two processes on a database of their own on the PostgreSQL server of `serverUrl`. */
export async function measureLiveOnPostgres(
  serverUrl: string,
  ports: [number, number],
): Promise<LiveFigures> {
  const where = await dataPlaceFor("postgres", serverUrl);
  try {
    // One after the other: the first seeds the demo, the second finds it there.
    const placing = await startShop(where, ports[0]);
    const boarding = await startShop(where, ports[1]);
    try {
      const token = await staffToken(where);
      log(`PostgreSQL, deux processus : ${ORDERS} commandes par A, tableau sur B`);
      return await measure(placing.origin, boarding.origin, token, 2);
    } finally {
      await stop(placing.child);
      await stop(boarding.child);
    }
  } finally {
    await where.cleanup();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The rows of results.md's live table. */
export function liveRows(name: string, figures: LiveFigures): string[] {
  const row = (what: string, figure: Latencies) =>
    `| ${name} (${figures.processes === 1 ? "one process" : "two processes"}): ${what} | median **${ms(figure.median)}**, p95 ${ms(figure.p95)}, worst **${ms(figure.worst)}** of ${figure.n}${figure.early ? ` (${figure.early} before the answer)` : ""} | ≤ 300 ms median, ≤ 2 s worst |`;
  return [
    row("acknowledged order → the board", figures.board),
    row("board's acceptance sent → the customer's stream", figures.customer),
  ];
}

if (import.meta.main) {
  const basePort = Number(process.env.BENCH_PORT ?? 3310);
  const secondPort = Number(process.env.BENCH_SECOND_PORT ?? basePort + 1);
  try {
    const rows = ["| figure | measured | target |", "|---|---|---|"];
    rows.push(...liveRows("PGlite", await measureLiveOnPglite(basePort)));
    if (process.env.DATABASE_URL) {
      rows.push(
        ...liveRows(
          "PostgreSQL",
          await measureLiveOnPostgres(process.env.DATABASE_URL, [basePort, secondPort]),
        ),
      );
    } else log("PostgreSQL non mesuré : DATABASE_URL absent");
    process.stdout.write(`${rows.join("\n")}\n`);
  } finally {
    await stopAll();
  }
}
