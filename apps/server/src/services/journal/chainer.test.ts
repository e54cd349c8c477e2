import { type Database, type Db, schema } from "@comptoir/db";
import { openTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import { addTotals, type ClosingBody, type OpeningBody } from "@comptoir/domain";
import { asc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryLiveEvents } from "../live/live-events.ts";
import type { DaySums } from "../reports/day-sums.ts";
import { CHAIN_START, chainHash } from "./chain-hash.ts";
import { createChainer, startChainer } from "./chainer.ts";
import { writeClosing } from "./chainer-closings.ts";
import { openJournal } from "./chainer-opening.ts";
import { insertSoldOrder, recordRefund, recordSale } from "./chainer-testing.ts";
import { appendJournalEntry } from "./journal-entries.ts";
import { verifyJournal } from "./journal-verify.ts";

const { journalEntries, journalChain } = schema;
const silent = pino({ level: "silent" });

describe.each(TEST_ENGINES)("le chaînage du journal des ventes (%s)", (engine) => {
  let database: Database;
  let db: Db;
  let now: Date;
  const clock = () => now;
  beforeEach(async () => {
    database = await openTestDatabase(engine);
    db = database.db;
    now = new Date("2026-11-24T11:00:00Z");
  });
  afterEach(() => database.close());

  const refusal = (total: number) => ({
    kind: "order_refused" as const,
    at: now,
    orderId: null,
    body: { total },
  });
  const append = (total: number) => db.transaction((tx) => appendJournalEntry(tx, refusal(total)));
  const links = () => db.select().from(journalChain).orderBy(asc(journalChain.seq));
  const closings = async () =>
    (
      await db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.kind, "closing"))
        .orderBy(asc(journalEntries.seq))
    ).map((row) => ({ closes: row.closes, body: row.body as ClosingBody }));
  /** Passes until the chain holds `count` links (a gap is told after a few: no sleep, no timing). */
  const passUntil = async (chainer: ReturnType<typeof createChainer>, count: number) => {
    for (let tries = 0; tries < 50 && (await links()).length < count; tries++) await chainer.pass(db);
    return links();
  };

  it("chaîne chaque écriture dans l'ordre, chaque lien étant celui de chainHash sur le précédent", async () => {
    for (const total of [1200, 850, 4300]) await append(total);
    const result = await createChainer({ clock }).pass(db);
    expect(result.chained).toBe(3);
    const entries = await db.select().from(journalEntries).orderBy(asc(journalEntries.seq));
    let previous = CHAIN_START;
    const chain = await links();
    expect(chain.map((link) => [link.seq, link.gap])).toEqual(entries.map((entry) => [entry.seq, false]));
    for (const [index, entry] of entries.entries()) {
      previous = chainHash(previous, entry);
      expect(chain[index]?.hash).toBe(previous);
    }
  });

  it("une écriture annulée avec sa transaction devient un trou chaîné comme tel", async () => {
    await append(100);
    await expect(
      db.transaction(async (tx) => {
        await appendJournalEntry(tx, refusal(200));
        throw new Error("commande refusée par la cuisine");
      }),
    ).rejects.toThrow();
    await append(300);
    const chainer = createChainer({ clock });
    await chainer.pass(db);
    // Seen, not yet told a gap: a transaction could still have been writing it.
    expect((await links()).map((link) => link.seq)).toEqual([1]);
    const chain = await passUntil(chainer, 3);
    expect(chain.map((link) => [link.seq, link.gap])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(chain[1]?.hash).toBe(chainHash(chain[0]?.hash ?? "", { seq: 2, gap: true }));
    // The verification tells the gap from a deleted entry, and an entry slipped in at its number.
    expect(await verifyJournal(db)).toMatchObject({ ok: true, entries: 2, gaps: 1 });
    await db.insert(journalEntries).values({ ...refusal(999), seq: 2 });
    expect((await verifyJournal(db)).problem).toMatchObject({ seq: 2, kind: "order_refused" });
  });

  it("une écriture validée tard (transaction encore ouverte) est chaînée à sa place, jamais comme un trou", async () => {
    await append(100);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const inserted = new Promise<void>((resolve) => {
      written = resolve;
    });
    const held = db.transaction(async (tx) => {
      await appendJournalEntry(tx, refusal(200));
      written();
      await gate;
    });
    await inserted;
    const chainer = createChainer({ clock });
    if (engine === "postgres") {
      // Another order commits meanwhile: the chainer sees the hole below it and waits.
      await append(300);
      for (let pass = 0; pass < 6; pass++) await chainer.pass(db);
      expect((await links()).map((link) => link.seq)).toEqual([1]);
      release();
      await held;
    } else {
      // PGlite's one connection: the pass waits for the open transaction's end, then reads it.
      const passing = chainer.pass(db);
      release();
      await held;
      await passing;
      await append(300);
    }
    const chain = await passUntil(chainer, 3);
    expect(chain.map((link) => [link.seq, link.gap])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
  });

  it("ouvre le journal vide avec les totaux des commandes déjà payées, une seule fois, chaîné en premier", async () => {
    const card = await insertSoldOrder(db, { at: new Date("2026-11-20T12:00:00Z"), method: "card" });
    await insertSoldOrder(db, { at: new Date("2026-11-21T12:00:00Z"), method: "cash", dish: 1500 });
    await insertSoldOrder(db, {
      at: new Date("2026-11-22T12:00:00Z"),
      method: "card",
      refunded: new Date("2026-11-22T13:00:00Z"),
    });
    await insertSoldOrder(db, { at: new Date("2026-11-23T12:00:00Z"), method: "card", paid: false });
    expect(await openJournal(db, now)).toBe(true);
    expect(await openJournal(db, now)).toBe(false);
    await createChainer({ clock }).pass(db);
    const [opening] = await db.select().from(journalEntries);
    expect(opening?.kind).toBe("opening");
    expect((await links())[0]?.seq).toBe(opening?.seq);
    const body = opening?.body as OpeningBody;
    expect(body.orders).toBe(3);
    expect(body.totals).toMatchObject({
      sales: 3,
      salesTotal: 1500 + 1800 + 1500,
      refunds: 1,
      refundsTotal: 1500,
      net: 1500 + 1800,
      card: 1500,
      cash: 1800,
      till: 0,
    });
    expect(body.totals.rates.reduce((sum, rate) => sum + rate.incl, 0)).toBe(body.totals.net);
    expect(card).toBeGreaterThan(0);
  });

  it("clôt la journée de service à sa fin (service après minuit compris), un remboursement tardif comptant le lendemain", async () => {
    await openJournal(db, now);
    const card = await insertSoldOrder(db, { at: now, method: "card" });
    await recordSale(db, card, now);
    // 00:30 in Paris on the 25th: the service of the 24th.
    const night = new Date("2026-11-24T23:30:00Z");
    const cash = await insertSoldOrder(db, { at: night, method: "cash", dish: 1500 });
    now = night;
    await recordSale(db, cash, night);
    const chainer = createChainer({ clock });
    expect((await chainer.pass(db)).closed).toEqual([]);
    now = new Date("2026-11-25T02:59:59.999Z");
    expect((await chainer.pass(db)).closed).toEqual([]);
    now = new Date("2026-11-25T03:00:00Z");
    expect((await chainer.pass(db)).closed).toEqual(["day:2026-11-24"]);
    const [day] = await closings();
    expect(day?.body.totals).toMatchObject({
      sales: 2,
      salesTotal: 3300,
      card: 1500,
      cash: 1800,
      till: 1800,
    });
    expect(day?.body.firstSeq).toBe(1);
    const [opening] = await db.select().from(journalEntries).where(eq(journalEntries.kind, "opening"));
    const openingTotals = (opening?.body as OpeningBody | undefined)?.totals;
    expect(openingTotals && day && addTotals([openingTotals, day.body.totals])).toEqual(
      day?.body.grandTotals,
    );

    // The card order refunded the next morning: the 24th stays closed, the 25th counts it.
    now = new Date("2026-11-25T10:00:00Z");
    await recordRefund(db, card, now);
    now = new Date("2026-11-26T03:00:00Z");
    expect((await chainer.pass(db)).closed).toEqual(["day:2026-11-25"]);
    const [first, second] = await closings();
    expect(first?.body.totals.refunds).toBe(0);
    expect(second?.body.totals).toMatchObject({
      sales: 0,
      refunds: 1,
      refundsTotal: 1500,
      net: -1500,
      card: -1500,
    });
    expect(second?.body.firstSeq).toBe((first?.body.lastSeq ?? 0) + 1);
    expect(second?.body.grandTotals.net).toBe(3300 - 1500);
  });

  it("garde les sommes du rapport d'une journée close une minute après sa fin, une fois", async () => {
    await openJournal(db, now);
    const card = await insertSoldOrder(db, { at: now, method: "card" });
    await recordSale(db, card, now);
    const chainer = createChainer({ clock });
    now = new Date("2026-11-25T03:00:00Z");
    expect(await chainer.pass(db)).toMatchObject({ closed: ["day:2026-11-24"], summed: [] });
    // A payment taken at 03:59:59 may still be committing: the day's sums wait a minute.
    now = new Date("2026-11-25T03:00:59.999Z");
    expect((await chainer.pass(db)).summed).toEqual([]);
    expect(await db.select().from(schema.reportDays)).toEqual([]);
    now = new Date("2026-11-25T03:01:00Z");
    expect((await chainer.pass(db)).summed).toEqual(["2026-11-24"]);
    const [kept, ...others] = await db.select().from(schema.reportDays);
    expect(others).toEqual([]);
    expect(kept).toMatchObject({
      day: "2026-11-24",
      startsAt: new Date("2026-11-24T03:00:00Z"),
      endsAt: new Date("2026-11-25T03:00:00Z"),
    });
    const sums = kept?.sums as DaySums;
    expect(sums.facts.sales.map(({ count, total, method }) => ({ count, total, method }))).toEqual([
      { count: 1, total: 1500, method: "card" },
    ]);
    expect(sums.slices).toEqual([{ at: Date.parse("2026-11-24T11:00:00Z"), count: 1, total: 1500 }]);
    now = new Date("2026-11-25T04:00:00Z");
    expect((await chainer.pass(db)).summed).toEqual([]);
  });

  it("clôt au bon instant la nuit du passage à l'heure d'hiver (journée de 25 heures)", async () => {
    now = new Date("2026-10-24T10:00:00Z");
    await openJournal(db, now);
    // 02:30 in Paris after the clocks went back (01:30 UTC): still the service of the 24th.
    now = new Date("2026-10-25T01:30:00Z");
    await recordSale(db, await insertSoldOrder(db, { at: now, method: "card" }), now);
    const chainer = createChainer({ clock });
    // 04:00 summer time would be 02:00 UTC: not yet the end.
    now = new Date("2026-10-25T02:00:00Z");
    expect((await chainer.pass(db)).closed).toEqual([]);
    now = new Date("2026-10-25T02:59:59.999Z");
    expect((await chainer.pass(db)).closed).toEqual([]);
    now = new Date("2026-10-25T03:00:00Z");
    expect((await chainer.pass(db)).closed).toEqual(["day:2026-10-24"]);
    const [day] = await closings();
    expect(day?.body.totals.sales).toBe(1);
  });

  it("après un arrêt, clôt les journées manquées dans l'ordre, vides comprises, puis le mois et l'année", async () => {
    now = new Date("2026-12-29T11:00:00Z");
    await openJournal(db, now);
    await recordSale(db, await insertSoldOrder(db, { at: now, method: "card" }), now);
    now = new Date("2026-12-31T11:00:00Z");
    await recordSale(db, await insertSoldOrder(db, { at: now, method: "cash" }), now);
    now = new Date("2027-01-03T05:00:00Z");
    const result = await createChainer({ clock }).pass(db);
    expect(result.closed).toEqual([
      "day:2026-12-29",
      "day:2026-12-30",
      "day:2026-12-31",
      "month:2026-12",
      "year:2026",
      "day:2027-01-01",
      "day:2027-01-02",
    ]);
    const all = await closings();
    const byCloses = new Map(all.map((closing) => [closing.closes, closing.body]));
    expect(byCloses.get("day:2026-12-30")?.totals.sales).toBe(0);
    const days = ["day:2026-12-29", "day:2026-12-30", "day:2026-12-31"].map((closes) => byCloses.get(closes));
    expect(byCloses.get("month:2026-12")?.totals).toEqual(
      addTotals(days.map((day) => day?.totals ?? ({} as never))),
    );
    expect(byCloses.get("month:2026-12")?.grandTotals).toEqual(days[2]?.grandTotals);
    expect(byCloses.get("year:2026")?.totals).toEqual(byCloses.get("month:2026-12")?.totals);
    expect(byCloses.get("day:2027-01-02")?.grandTotals.salesTotal).toBe(3000);
    // Each day's entries follow the previous day's; every closing is chained.
    const dayClosings = all.filter((closing) => closing.body.period === "day");
    for (const [index, day] of dayClosings.entries())
      expect(day.body.firstSeq).toBe((dayClosings[index - 1]?.body.lastSeq ?? 0) + 1);
    const chain = await links();
    const entries = await db.select({ seq: journalEntries.seq }).from(journalEntries);
    expect(chain.length).toBe(entries.length);
    // A second writer's closing of the same period is a no-op.
    await writeClosing(
      db,
      { closes: "day:2026-12-29", body: byCloses.get("day:2026-12-29") as ClosingBody },
      now,
    );
    expect((await closings()).length).toBe(all.length);
  });

  it("tourne en arrière-plan : réveillé par l'évènement de la commande, arrêté proprement", async () => {
    const live = createMemoryLiveEvents();
    const chainer = await startChainer({ database, live, clock, logger: silent, sweepEveryMs: 3_600_000 });
    try {
      expect(chainer.leading).toBe(true);
      await vi.waitFor(async () => expect((await links()).length).toBe(1));
      const seq = await append(700);
      await live.publish({ type: "order", orderId: 1 });
      await vi.waitFor(async () => expect((await links()).at(-1)?.seq).toBe(seq));
    } finally {
      await chainer.stop();
      await live.close();
    }
  });

  it.runIf(engine === "postgres")(
    "un seul chaîneur par boutique : le processus qui tient le verrou ; un autre prend le relais s'il meurt",
    async () => {
      const live = createMemoryLiveEvents();
      const start = () =>
        startChainer({ database, live, clock, logger: silent, sweepEveryMs: 50, retryLockEveryMs: 50 });
      const a = await start();
      const b = await start();
      try {
        expect([a.leading, b.leading]).toEqual([true, false]);
        await append(100);
        await vi.waitFor(async () => expect((await links()).length).toBe(2));
        // The leader's connection dies (its backend is terminated): its lock goes with it.
        await db.execute(sql`select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and objid = 4247 and granted`);
        await vi.waitFor(() => expect(b.leading || a.leading).toBe(true), { timeout: 10_000 });
        await append(200);
        await vi.waitFor(async () => expect((await links()).length).toBe(3), { timeout: 10_000 });
        await vi.waitFor(() => expect([a.leading, b.leading].filter(Boolean)).toHaveLength(1));
        // The leader stops: the other takes over.
        const [leader, other] = a.leading ? [a, b] : [b, a];
        await leader.stop();
        await vi.waitFor(() => expect(other.leading).toBe(true), { timeout: 10_000 });
        await append(300);
        await vi.waitFor(async () => expect((await links()).length).toBe(4), { timeout: 10_000 });
      } finally {
        await a.stop();
        await b.stop();
        await live.close();
      }
    },
    30_000,
  );
});
