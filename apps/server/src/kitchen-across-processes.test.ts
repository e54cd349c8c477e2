import type { ChildProcess } from "node:child_process";
import { CHECKOUT_ERROR_CODES, type KitchenQuotePayload } from "@comptoir/contracts";
import { type Database, openDatabase, schema } from "@comptoir/db";
import { restaurantHoursFor, slotsForDay } from "@comptoir/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantOf } from "./services/restaurant.ts";
import { loadRestaurantSnapshot } from "./services/restaurant-snapshot.ts";
import {
  demoCatalogueIds,
  demoPrices,
  LUNCH_TUESDAY,
  orderPayload,
  twoColas,
} from "./testing/checkout-fixtures.ts";
import { demoFileWithKitchen } from "./testing/kitchen-restaurant-file.ts";
import { dataPlaceFor, freePort, startServer, stopServer, type Where } from "./testing/server-process.ts";

// Two real starts on PostgreSQL (migrations, the restaurant's install) on a busy 2-core machine.
const TWO_PROCESSES_MS = 120_000;
const DAY = "2026-11-24";
/** Each order of two colas: 5 minutes of work (the first unit; none for the second). */
const MAKE_TIME = { first: 5, extra: 0 };
/** Room for exactly ten such orders per window. */
const CAPACITY = 50;
const CHECKOUTS = 100;

/**
 * The kitchen's reservation across server processes (ADR 061): two processes on one PostgreSQL,
 * each with its own catalogue in memory, take 100 checkouts at once for a window that holds ten.
 * Only the database's one conditional statement can keep them from overbooking it together; the
 * refused orders' transactions give back the day's numbers they drew (ADR 027).
 */
describe("la cuisine entre deux processus serveur sur PostgreSQL", { tags: ["postgres"] }, () => {
  let where: Where;
  let database: Database;
  let restaurantFile: ReturnType<typeof demoFileWithKitchen>;
  const running: ChildProcess[] = [];
  let origins: string[] = [];
  beforeAll(async () => {
    where = await dataPlaceFor("postgres");
    // Installed by the first process from the restaurant file, read from the database by both.
    restaurantFile = demoFileWithKitchen({ makeTime: MAKE_TIME, capacity: CAPACITY });
    const env = {
      ...where.env,
      CLOCK_START: LUNCH_TUESDAY,
      RESTAURANT_FILE: restaurantFile.path,
      // Every checkout comes from this one address: the per-client limit would answer at 30.
      ORDER_RATE_LIMIT: "1000",
    };
    const [portA, portB] = [await freePort(), await freePort()];
    // One after the other: the first installs the restaurant, the second finds it there.
    running.push(await startServer(portA, env));
    running.push(await startServer(portB, env));
    origins = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    database = await openDatabase({ engine: "postgres", url: where.env.DATABASE_URL ?? "", poolSize: 2 });
  }, TWO_PROCESSES_MS);
  afterAll(async () => {
    for (const child of running) await stopServer(child);
    await database?.close();
    await where?.cleanup();
    restaurantFile?.cleanup();
  }, TWO_PROCESSES_MS);

  const quote = async (origin: string, itemId: number) => {
    const answer = await fetch(`${origin}/v2/public/kitchen/quote`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mode: "pickup", date: DAY, lines: [{ item_id: itemId, quantity: 2 }] }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { payload: KitchenQuotePayload }).payload;
  };

  it(
    "100 commandes simultanées réparties sur les deux pour un créneau qui en tient 10 : exactement 10, numérotées 1 à 10",
    async () => {
      const ids = await demoCatalogueIds(database.db);
      const colas = twoColas(ids, await demoPrices(database.db));
      const restaurant = restaurantOf(await loadRestaurantSnapshot(database.db, new Date(LUNCH_TUESDAY)));
      // An hour ahead: still offered by both processes, whose clocks ran on since their start.
      const [slot, next] = slotsForDay({
        date: DAY,
        mode: "pickup",
        hours: restaurantHoursFor(restaurant.menus, "pickup"),
        settings: restaurant.scheduling,
        now: new Date(LUNCH_TUESDAY),
        timeZone: restaurant.timeZone,
      }).slice(4);
      if (!slot || !next) throw new Error("pas assez de créneaux mardi midi");

      // Both processes read the kitchen's rules: two colas are 5 minutes of work, the slot is free.
      for (const origin of origins) {
        const before = await quote(origin, ids.itemId("cola"));
        expect(before.load).toBe(MAKE_TIME.first);
        expect(before.full).not.toContain(slot.start.toISOString());
      }

      const answers = await Promise.all(
        Array.from({ length: CHECKOUTS }, async (_, index) => {
          const payload = orderPayload({
            ...colas.fields,
            customer: {
              ...orderPayload({ items: [] }).customer,
              date: { delivery_date: DAY, delivery_time_range: slot.label },
            },
          });
          const answer = await fetch(`${origins[index % 2]}/v2/public/checkout/`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(payload),
          });
          return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
        }),
      );
      const placed = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(placed).toHaveLength(10);
      expect(refused).toHaveLength(CHECKOUTS - 10);
      for (const { body } of refused) {
        expect(body.code).toBe(CHECKOUT_ERROR_CODES.kitchenFull);
        expect(body.next_window).toBe(next.start.toISOString());
      }

      const [window] = await database.db
        .select()
        .from(schema.kitchenWindows)
        .where(eq(schema.kitchenWindows.start, slot.start));
      expect(window?.reserved).toBe(CAPACITY);
      const numbers = await database.db
        .select({ dayNumber: schema.orders.dayNumber, kitchenWindow: schema.orders.kitchenWindow })
        .from(schema.orders)
        .where(eq(schema.orders.deliveryDate, DAY))
        .orderBy(asc(schema.orders.dayNumber));
      expect(numbers.map((order) => order.dayNumber)).toEqual(Array.from({ length: 10 }, (_, n) => n + 1));
      expect(numbers.every((order) => order.kitchenWindow?.getTime() === slot.start.getTime())).toBe(true);
      // The refused orders' numbers went back with their transactions: the next order is n° 11.
      const [counter] = await database.db
        .select()
        .from(schema.orderDayCounters)
        .where(eq(schema.orderDayCounters.day, DAY));
      expect(counter?.lastNumber).toBe(10);

      // Either process now shows the slot "complet" for this cart, and the next one free.
      for (const origin of origins) {
        const after = await quote(origin, ids.itemId("cola"));
        expect(after.full).toContain(slot.start.toISOString());
        expect(after.full).not.toContain(next.start.toISOString());
      }
    },
    TWO_PROCESSES_MS,
  );
});
