/**
 * What the benches that compare orders per second with and without something share (the kitchen's
 * capacity, the sales journal): a shop started as `npm start` runs it, on the clock of Tuesday at
 * 12:00 in Paris, and one run of the checkout load against it.
 */
import type { LoadResult, LoadSpec } from "./load.ts";
import { runNode, SERVER_ENTRY, SERVER_NODE_FLAGS, startNode, waitReady } from "./processes.ts";

/** The shop's clock starts on a Tuesday at 12:00 in Paris, as in the other figures: lunch is open. */
export const CLOCK_START = "2026-11-24T11:00:00Z";
export const SHOP_DAY = "2026-11-24";

/**
 * Starts the server on `env`'s data and waits until it answers; `nodeFlags` come after the shop's
 * own; `entry`: the bundle as served, or the sources for module hooks (SERVER_SOURCE_ENTRY).
 */
export async function startOrderShop(
  port: number,
  env: Record<string, string>,
  nodeFlags: string[] = [],
  entry = SERVER_ENTRY,
) {
  const child = startNode(
    entry,
    {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      CLOCK_START,
      MALLOC_ARENA_MAX: "2",
      // Each connection is a customer at its own address (X-Forwarded-For, bench/load.ts), so that
      // the per-client limit's rows are the customers', not one row every order waits for; a
      // customer of the load still places hundreds of orders, past the limit of 30.
      TRUST_PROXY: "1",
      ORDER_RATE_LIMIT: "100000000",
    },
    [],
    [...SERVER_NODE_FLAGS, ...nodeFlags],
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitReady(child, `${origin}/v2/public/settings`);
  return { child, origin };
}

/** One run of the load, in a process of its own (bench/load.ts). */
export async function runOrderLoad(spec: LoadSpec): Promise<LoadResult> {
  const load = { clientPerConnection: true, ...spec };
  const out = await runNode("bench/load.ts", [JSON.stringify(load)], (spec.seconds + 60) * 1000);
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as LoadResult;
}
