/**
 * Orders with and without the kitchen's capacity (ADR 061): the checkout load of `npm run bench`
 * (distinct valid cash orders, 50 connections) against a shop whose every category has a make time
 * and whose kitchen's capacity is large enough never to refuse, so that every order runs the
 * reservation's conditional statement last in its transaction, and against the demo without make
 * times, whose orders run no such statement. Runs alternate, with, without, with, without…, so
 * that the machine's changing load falls on both alike; each run starts a fresh server on a copy of
 * its shop as installed (a data folder, or a database of its own on PostgreSQL), its clock on
 * Tuesday at 12:00, so that no run inherits the orders, nor the full windows, of another.
 *
 * The orders are for the day's slots in turn, spread over their windows: orders for "dès que
 * possible" would pile the bench's thousands of orders into the kitchen's quote, which stops
 * promising once the work passes closing time; a slot's order reserves in its window and nothing
 * else (no backlog read), so the two sides differ by the statement alone.
 *
 * `node bench/capacity.ts` measures alone and prints the table (PostgreSQL too with DATABASE_URL;
 * `--save` also writes it into results.json and results.md, the other parts' figures kept);
 * `npm run bench` measures it with the rest. BENCH_CAPACITY_RUNS (runs of each side, default 5),
 * BENCH_CAPACITY_SECONDS (each run, default 5), BENCH_PORT (default 3310).
 */
import { type MenuPayload, restaurantFrom, type Setting } from "@comptoir/contracts";
import { restaurantHoursFor, slotsForDay } from "@comptoir/domain";
import { demoFileWithKitchen } from "../apps/server/src/testing/kitchen-restaurant-file.ts";
import { dataPlaceFor, type Where } from "../apps/server/src/testing/server-process.ts";
import { type CapacityFigures, type CapacityResults, capacitySection } from "./capacity-report.ts";
import type { LoadSpec } from "./load.ts";
import { CLOCK_START, runOrderLoad, SHOP_DAY, startOrderShop } from "./order-load-runs.ts";
import { validOrders } from "./orders.ts";
import { benchMachine, stop, stopAll } from "./processes.ts";
import { savedResults, saveResults } from "./report.ts";

const RUNS = Number(process.env.BENCH_CAPACITY_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 5);
/** A first short load on each fresh server, not counted: its code compiled, its pool opened. */
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
/**
 * A minute of work for each line: the least an order can ask, so that the day's windows hold a
 * run's orders many times over at the file's highest capacity (600 minutes per 15 minutes).
 */
const MAKE_TIME = { first: 1, extra: 0 };
const CAPACITY = 600;
/** Slots at least this far ahead: still offered when a run ends, its clock having run on. */
const SLOT_MARGIN_MS = 30 * 60_000;

function log(line: string) {
  process.stderr.write(`[bench capacity] ${line}\n`);
}

/** When and on what the section is measured. */
export function capacityMachine(): CapacityResults {
  return benchMachine();
}

/** The day's pickup slots far enough ahead, as the checkout lists them from the public payloads. */
async function slotLabels(origin: string): Promise<string[]> {
  const read = async <Payload>(path: string) =>
    ((await (await fetch(new URL(path, origin))).json()) as { payload: Payload }).payload;
  const restaurant = restaurantFrom({
    settings: await read<Setting[]>("/v2/public/settings"),
    menus: await read<MenuPayload[]>("/v2/public/menus"),
  });
  const now = new Date(CLOCK_START);
  return slotsForDay({
    date: SHOP_DAY,
    mode: "pickup",
    hours: restaurantHoursFor(restaurant.menus, "pickup"),
    settings: restaurant.scheduling,
    now,
    timeZone: restaurant.timeZone,
  })
    .filter((slot) => slot.start.getTime() >= now.getTime() + SLOT_MARGIN_MS)
    .map((slot) => slot.label);
}

/**
 * The load's bodies: for each slot, the cart shapes the server accepts then (lunch dishes at
 * lunch, evening ones in the evening), learnt once from the first shop; every fresh shop holds the
 * same catalogue under the same ids.
 */
async function slotOrders(origin: string) {
  const slots = await slotLabels(origin);
  const bySlot: Record<string, unknown>[][] = [];
  for (const slot of slots) bySlot.push(await validOrders(origin, SHOP_DAY, 3, slot));
  // Interleaved so that consecutive requests go to different windows, as a day's customers do.
  const longest = Math.max(...bySlot.map((list) => list.length));
  const bodies: Record<string, unknown>[] = [];
  for (let index = 0; index < longest; index++)
    for (const list of bySlot) {
      const body = list[index];
      if (body) bodies.push(body);
    }
  return { slots: slots.length, bodies };
}

/**
 * The two shops, installed once each (a first start installs the restaurant, which takes many
 * seconds), then stopped: every run starts on a copy of one of them. With: the demo's file with
 * make times and the capacity. Without: the demo itself.
 */
async function installShops(port: number, postgresUrl: string | undefined) {
  const engine = postgresUrl ? "postgres" : "pglite";
  const kitchenFile = demoFileWithKitchen({ makeTime: MAKE_TIME, capacity: CAPACITY });
  const installed: Where[] = [];
  try {
    const envs: Record<string, string>[] = [{ RESTAURANT_FILE: kitchenFile.path }, {}];
    for (const env of envs) {
      const where = await dataPlaceFor(engine, postgresUrl);
      installed.push(where);
      await stop((await startOrderShop(port, { ...where.env, ...env })).child);
    }
  } catch (error) {
    for (const where of installed) await where.cleanup();
    throw error;
  } finally {
    kitchenFile.cleanup();
  }
  const [withCapacity, without] = installed as [Where, Where];
  return {
    /** A fresh copy of one shop, for one run. */
    copy: (capacity: boolean) => dataPlaceFor(engine, postgresUrl, capacity ? withCapacity : without),
    async cleanup() {
      await withCapacity.cleanup();
      await without.cleanup();
    },
  };
}

/**
 * `RUNS` runs of each side, alternating, on PGlite (`postgresUrl` absent) or on a database of its
 * own per run on that PostgreSQL server.
 */
export async function measureCapacity(port: number, postgresUrl?: string): Promise<CapacityFigures> {
  const figures: CapacityFigures = {
    runs: RUNS,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    connections: CONNECTIONS,
    minutesPerLine: MAKE_TIME.first,
    capacity: CAPACITY,
    bodies: 0,
    slots: 0,
    with: [],
    without: [],
  };
  const shops = await installShops(port, postgresUrl);
  let bodies: Record<string, unknown>[] = [];
  try {
    for (let run = 0; run < RUNS * 2; run++) {
      const withCapacity = run % 2 === 0;
      const where = await shops.copy(withCapacity);
      try {
        const shop = await startOrderShop(port, where.env);
        try {
          if (bodies.length === 0) {
            const learnt = await slotOrders(shop.origin);
            bodies = learnt.bodies;
            figures.slots = learnt.slots;
            figures.bodies = bodies.length;
            log(`${bodies.length} commandes distinctes sur ${learnt.slots} créneaux`);
          }
          const spec: LoadSpec = {
            url: `${shop.origin}/v2/public/checkout/`,
            method: "POST",
            connections: CONNECTIONS,
            seconds: WARM_UP_SECONDS,
            bodies,
          };
          await runOrderLoad(spec);
          const result = await runOrderLoad({ ...spec, seconds: SECONDS });
          (withCapacity ? figures.with : figures.without).push(result);
          log(
            `${postgresUrl ? "PostgreSQL" : "PGlite"} ${withCapacity ? "avec" : "sans"} capacité, passage ${Math.floor(run / 2) + 1} : ${Math.round(result.okPerSecond)} commandes/s, p99 ${result.p99} ms, ${result.non2xx + result.errors + result.timeouts} erreurs`,
          );
        } finally {
          await stop(shop.child);
        }
      } finally {
        await where.cleanup();
      }
    }
  } finally {
    await shops.cleanup();
  }
  return figures;
}

if (import.meta.main) {
  try {
    const port = Number(process.env.BENCH_PORT ?? 3310);
    const capacity = capacityMachine();
    capacity.pglite = await measureCapacity(port);
    if (process.env.DATABASE_URL) capacity.postgresql = await measureCapacity(port, process.env.DATABASE_URL);
    else log("PostgreSQL non mesuré : DATABASE_URL absent");
    process.stdout.write(`${capacitySection(capacity).join("\n")}\n`);
    if (process.argv.includes("--save")) {
      const results = savedResults();
      results.capacity = capacity;
      saveResults(results);
      log("écrit : bench/results.md, bench/results.json (la capacité)");
    }
  } finally {
    await stopAll();
  }
}
