import { type Database, schema } from "@comptoir/db";
import { openDemoTestDatabase, openSameDatabase } from "@comptoir/db/testing";
import { serverFailures } from "@comptoir/messages";
import { asc, eq, sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { boardFixtures } from "../testing/board-fixtures.ts";
import { LUNCH_TUESDAY } from "../testing/checkout-fixtures.ts";
import { openTestApi } from "../testing/test-api.ts";
import { type OrderPlacer, startOrderPlacer } from "./order-placer.ts";

const logger = pino({ level: "silent" });
/** Quick to take over in a test; a shop tries every second. */
const RETRY_MS = 50;

type TestApi = Awaited<ReturnType<typeof openTestApi>>;

/**
 * Two server processes on one PostgreSQL, each with its own pool and its own placer, as two
 * starts of the server have them (ADR 088): one places every order, the other queues its batches.
 */
describe("le placeur unique des commandes sur PostgreSQL", { tags: ["postgres"] }, () => {
  let first: Database;
  let second: Database;
  let placers: OrderPlacer[] = [];
  let shops: { api: TestApi; orders: Awaited<ReturnType<typeof boardFixtures>> }[] = [];
  beforeAll(async () => {
    first = await openDemoTestDatabase("postgres");
    second = await openSameDatabase(first);
    for (const database of [first, second]) {
      const placer = await startOrderPlacer({ database, logger, retryLockEveryMs: RETRY_MS });
      if (!placer) throw new Error("pas de placeur sur PostgreSQL");
      placers.push(placer);
      const api = await openTestApi("postgres", { database });
      api.setNow(LUNCH_TUESDAY);
      shops.push({ api, orders: await boardFixtures(api) });
    }
  }, 60_000);
  afterAll(async () => {
    for (const placer of placers) await placer.stop();
    await second?.close();
    await first?.close();
    placers = [];
    shops = [];
  });

  const numbersOfTheDay = async () =>
    (
      await first.db
        .select({ number: schema.orders.dayNumber })
        .from(schema.orders)
        .orderBy(asc(schema.orders.dayNumber))
    ).map((row) => row.number);
  /** Batches queued and not answered: none once their orders are placed or taken back. */
  const unanswered = async () =>
    Number(
      (
        (await first.db.execute(
          sql`select count(*) as count from placement_queue where outcomes is null`,
        )) as unknown as { rows: { count: string }[] }
      ).rows[0]?.count,
    );
  const queuedEver = async () =>
    Number(
      (
        (await first.db.execute(
          sql`select last_value, is_called from placement_queue_id_seq`,
        )) as unknown as {
          rows: { last_value: string; is_called: boolean }[];
        }
      ).rows.map((row) => (row.is_called ? row.last_value : 0))[0],
    );

  it("un seul processus place: les commandes des deux sont numérotées 1..n, sans trou ni doublon, et la file se vide", async () => {
    expect(placers.map((placer) => placer.leading)).toEqual([true, false]);
    const before = await queuedEver();
    const placed = await Promise.all(
      Array.from({ length: 12 }, (_, index) => shops[index % 2]?.orders.cashOrder()),
    );
    expect(new Set(placed.map((order) => order?.orderId)).size).toBe(12);
    expect(await numbersOfTheDay()).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    // The second process's orders went through the queue, and every queued batch was answered.
    expect(await queuedEver()).toBeGreaterThan(before);
    expect(await unanswered()).toBe(0);
    // Everything of a queued order was written: on the board, its lines, its journal entry.
    const [fromSecond] = placed.slice(1, 2);
    const [order] = await first.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, fromSecond?.orderId ?? 0));
    expect(order?.progress).toBe("placed");
    expect(order?.boardAt).not.toBeNull();
    const lines = await first.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.orderId, order?.id ?? 0));
    expect(lines.length).toBeGreaterThan(0);
    const entries = await first.db
      .select()
      .from(schema.journalEntries)
      .where(eq(schema.journalEntries.orderId, order?.id ?? 0));
    expect(entries.map((entry) => entry.kind)).toContain("order_placed");
  });

  it("un placeur dont la connexion est coupée est relayé: ce qui attendait est placé, à la suite des numéros", async () => {
    const count = (await numbersOfTheDay()).length;
    const admin = new pg.Client({
      connectionString: (first.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options.connectionString,
    });
    await admin.connect();
    try {
      // A kill -9 of the placer's process, as PostgreSQL sees it: its session and its lock are gone.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'comptoir-placer' and datname = current_database()",
      );
    } finally {
      await admin.end();
    }
    const placed = await Promise.all(
      Array.from({ length: 6 }, (_, index) => shops[index % 2]?.orders.cashOrder()),
    );
    expect(placed).toHaveLength(6);
    expect(await numbersOfTheDay()).toEqual(Array.from({ length: count + 6 }, (_, index) => index + 1));
    expect(await unanswered()).toBe(0);
    expect(placers.filter((placer) => placer.leading).length).toBeLessThanOrEqual(1);
  });

  it("un lot que la base refuse est défait seul, et son processus l'apprend", async () => {
    const leader = placers.find((placer) => placer.leading);
    const follower = placers.find((placer) => !placer.leading);
    if (!leader || !follower) throw new Error("il faut un placeur et un processus qui lui confie ses lots");
    const count = (await numbersOfTheDay()).length;
    // An order whose total is not a number: `place_orders` raises, in the placer's transaction.
    await expect(follower.place(JSON.stringify([{ order: { total: "beaucoup" } }]))).rejects.toThrow(
      /lot de commandes refusé par la base/,
    );
    expect(await unanswered()).toBe(0);
    expect((await numbersOfTheDay()).length).toBe(count);
    // The placer places on: the next orders are numbered after the others.
    await shops[0]?.orders.cashOrder();
    await shops[1]?.orders.cashOrder();
    expect(await numbersOfTheDay()).toEqual(Array.from({ length: count + 2 }, (_, index) => index + 1));
  });

  it("une réponse trop longue pour sa notification est lue dans la file", async () => {
    const follower = placers.find((placer) => !placer.leading);
    if (!follower) throw new Error("il faut un processus qui confie ses lots au placeur");
    // An order the follower queued earlier, sent again 300 times under its key: 300 refusals,
    // about 9,000 bytes of outcomes, over the 8,000 a notification carries.
    const [queuedBefore] = (
      (await first.db.execute(
        sql`select batch->0 as order from placement_queue where jsonb_array_length(batch) > 0 order by id limit 1`,
      )) as unknown as { rows: { order: unknown }[] }
    ).rows;
    if (!queuedBefore) throw new Error("aucun lot dans la file");
    const count = (await numbersOfTheDay()).length;
    const outcomes = await follower.place(
      JSON.stringify(Array.from({ length: 300 }, () => queuedBefore.order)),
    );
    expect(outcomes).toEqual(Array.from({ length: 300 }, () => ({ refused: "local_id_taken" })));
    expect((await numbersOfTheDay()).length).toBe(count);
  });

  it("un lot resté sans réponse est repris de la file, rien n'en est placé", async () => {
    // The lock held elsewhere by a process that never places (hung): no placer answers.
    for (const placer of placers) await placer.stop();
    placers = [];
    const hung = new pg.Client({
      connectionString: (first.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options.connectionString,
    });
    await hung.connect();
    try {
      await hung.query("select pg_advisory_lock(4248)");
      const waiting = await startOrderPlacer({
        database: second,
        logger,
        retryLockEveryMs: RETRY_MS,
        answerWithinMs: 300,
      });
      if (!waiting) throw new Error("pas de placeur sur PostgreSQL");
      placers.push(waiting);
      expect(waiting.leading).toBe(false);
      await expect(waiting.place("[]")).rejects.toThrow(serverFailures.placementQueuedUnanswered);
      expect(await unanswered()).toBe(0);
      // A queued row lost (its queueing is not flushed, and the database crashed): its orders fail
      // too, rather than wait for an answer that will never come.
      const lost = waiting.place("[]");
      await vi.waitFor(async () => expect(await unanswered()).toBe(1));
      await first.db.execute(sql`delete from placement_queue where outcomes is null`);
      await expect(lost).rejects.toThrow(serverFailures.placementQueuedUnanswered);
    } finally {
      await hung.end();
    }
  });
});
