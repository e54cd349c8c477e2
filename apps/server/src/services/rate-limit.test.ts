import { type Database, schema } from "@comptoir/db";
import { openTestDatabase, recordingStatements, TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

const MINUTE = 60_000;

describe.each(TEST_ENGINES)("limiteur de tentatives (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it("laisse passer la limite, refuse au-delà et dit quand réessayer", async () => {
    const limiter = createRateLimiter(database.db, { name: "essai", limit: 3, windowMs: 10 * MINUTE });
    const now = new Date("2026-11-24T11:02:30Z");
    expect(await limiter.hit("10.0.0.1", now)).toEqual({ allowed: true, remaining: 2 });
    expect(await limiter.hit("10.0.0.1", now)).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.hit("10.0.0.1", now)).toEqual({ allowed: true, remaining: 0 });
    // The window runs from 11:00:00 to 11:10:00: 7 min 30 s are left.
    expect(await limiter.hit("10.0.0.1", now)).toEqual({ allowed: false, retryAfterSeconds: 450 });
    expect(await limiter.hit("10.0.0.1", new Date("2026-11-24T11:09:59.200Z"))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it("compte chaque client et chaque limiteur à part", async () => {
    const coupons = createRateLimiter(database.db, { name: "coupons-a", limit: 1, windowMs: MINUTE });
    const logins = createRateLimiter(database.db, { name: "logins-a", limit: 1, windowMs: MINUTE });
    const now = new Date("2026-11-24T11:00:00Z");
    expect((await coupons.hit("a", now)).allowed).toBe(true);
    expect((await coupons.hit("a", now)).allowed).toBe(false);
    expect((await coupons.hit("b", now)).allowed).toBe(true);
    expect((await logins.hit("a", now)).allowed).toBe(true);
  });

  it("rouvre à la fenêtre suivante et efface les fenêtres terminées", async () => {
    const limiter = createRateLimiter(database.db, { name: "fenetres", limit: 1, windowMs: MINUTE });
    await limiter.hit("x", new Date("2026-11-24T11:00:10Z"));
    await limiter.hit("y", new Date("2026-11-24T11:00:20Z"));
    expect((await limiter.hit("x", new Date("2026-11-24T11:00:50Z"))).allowed).toBe(false);
    expect((await limiter.hit("x", new Date("2026-11-24T11:01:00Z"))).allowed).toBe(true);
    const rows = await database.db.select().from(schema.rateLimitHits);
    const mine = rows.filter((row) => row.key.startsWith("fenetres:"));
    expect(mine).toEqual([{ key: "fenetres:x", windowStart: new Date("2026-11-24T11:01:00Z"), hits: 1 }]);
  });

  it("n'efface les fenêtres terminées qu'une fois par fenêtre, pas à chaque nouveau client", async () => {
    const limiter = createRateLimiter(database.db, { name: "balayage", limit: 5, windowMs: MINUTE });
    await limiter.hit("premier", new Date("2026-11-24T11:00:05Z"));
    // A finished window another process left behind, seen after this process swept this window.
    await database.db
      .insert(schema.rateLimitHits)
      .values({ key: "balayage:ancien", windowStart: new Date("2026-11-24T10:59:00Z"), hits: 1 });
    await limiter.hit("second", new Date("2026-11-24T11:00:30Z"));
    const keysNow = async () =>
      (await database.db.select().from(schema.rateLimitHits))
        .map((row) => row.key)
        .filter((key) => key.startsWith("balayage:"))
        .sort();
    expect(await keysNow()).toEqual(["balayage:ancien", "balayage:premier", "balayage:second"]);

    await limiter.hit("troisieme", new Date("2026-11-24T11:01:01Z"));
    expect(await keysNow()).toEqual(["balayage:troisieme"]);
  });

  it("ne laisse passer que la limite sous des tentatives simultanées", async () => {
    const limiter = createRateLimiter(database.db, { name: "rafale", limit: 10, windowMs: MINUTE });
    const now = new Date("2026-11-24T11:00:00Z");
    const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter.hit("meme-client", now)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it("compte en une instruction les tentatives arrivées ensemble, chacune à son rang, client par client et fenêtre par fenêtre", async () => {
    const statements: string[] = [];
    const limiter = createRateLimiter(
      recordingStatements(database, (statement) => statements.push(statement)),
      {
        name: "ensemble",
        limit: 10,
        windowMs: MINUTE,
      },
    );
    const now = new Date("2026-11-24T11:00:59.999Z");
    const nextWindow = new Date("2026-11-24T11:01:00Z");
    const [same, other, later] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => limiter.hit("meme-client", now))),
      Promise.all(Array.from({ length: 3 }, () => limiter.hit("autre-client", now))),
      Promise.all(Array.from({ length: 2 }, () => limiter.hit("meme-client", nextWindow))),
    ]);

    // Each attempt gets its own rank, as if they had come one after the other.
    expect(same.slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, index) => ({ allowed: true, remaining: 9 - index })),
    );
    expect(same.slice(10)).toEqual([
      { allowed: false, retryAfterSeconds: 1 },
      { allowed: false, retryAfterSeconds: 1 },
    ]);
    expect(other).toEqual([9, 8, 7].map((remaining) => ({ allowed: true, remaining })));
    expect(later).toEqual([9, 8].map((remaining) => ({ allowed: true, remaining })));
    const upserts = statements.filter((statement) => statement.includes("insert into rate_limit_hits"));
    expect(upserts).toHaveLength(1);
    // And the counters hold what was counted, for the next attempts.
    expect(await limiter.hit("meme-client", nextWindow)).toEqual({ allowed: true, remaining: 7 });
    expect(await limiter.hit("autre-client", nextWindow)).toEqual({ allowed: true, remaining: 9 });
  });

  it("refuse une configuration absurde", () => {
    expect(() => createRateLimiter(database.db, { name: "x%", limit: 1, windowMs: MINUTE })).toThrow();
    expect(() => createRateLimiter(database.db, { name: "x", limit: 0, windowMs: MINUTE })).toThrow();
  });
});
