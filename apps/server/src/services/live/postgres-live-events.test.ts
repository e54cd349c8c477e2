import { type Database, LISTENER_APPLICATION_NAME } from "@comptoir/db";
import { openTestDatabase } from "@comptoir/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LiveEvent, LiveEvents } from "./live-events.ts";
import { createPostgresLiveEvents, liveEventFrom } from "./postgres-live-events.ts";

describe("une notification reçue", () => {
  it("redevient l'événement publié", () => {
    expect(liveEventFrom('{"type":"order","orderId":12}')).toEqual({ type: "order", orderId: 12 });
    expect(liveEventFrom('{"type":"catalog"}')).toEqual({ type: "catalog" });
    expect(liveEventFrom('{"type":"kitchen"}')).toEqual({ type: "kitchen" });
    expect(liveEventFrom('{"type":"staff-session-ended","staffId":3,"sessionId":8}')).toEqual({
      type: "staff-session-ended",
      staffId: 3,
      sessionId: 8,
    });
    expect(liveEventFrom('{"type":"staff-session-ended","staffId":3,"sessionId":null}')).toEqual({
      type: "staff-session-ended",
      staffId: 3,
      sessionId: null,
    });
  });

  it("est ignorée quand elle n'en est pas un (autre version, NOTIFY à la main)", () => {
    for (const payload of [
      "",
      "pas du json",
      "null",
      "[]",
      '{"type":"order"}',
      '{"type":"order","orderId":"12"}',
      '{"type":"staff-session-ended","sessionId":8}',
      '{"type":"staff-session-ended","staffId":3,"sessionId":"8"}',
    ]) {
      expect(liveEventFrom(payload)).toBeNull();
    }
    // `resync` vient du transport lui-même, jamais d'un autre processus.
    expect(liveEventFrom('{"type":"resync"}')).toBeNull();
  });
});

describe("une publication que PostgreSQL refuse", () => {
  it("ne fait pas échouer la demande déjà enregistrée, et ce processus l'entend quand même", async () => {
    const refusing = {
      db: {
        execute: async () => {
          throw new Error("connexion refusée");
        },
      } as unknown as Database["db"],
      listen: async () => ({ ping: async () => undefined, close: async () => undefined }),
    };
    const live = await createPostgresLiveEvents(refusing);
    const events = heard(live);
    await expect(live.publish({ type: "order", orderId: 5 })).resolves.toBeUndefined();
    expect(events).toEqual([{ type: "order", orderId: 5 }]);
    await live.close();
  });
});

describe("une connexion d'écoute muette (câble coupé, sans erreur)", () => {
  it("est remplacée quand elle ne répond plus, et ceux qui écoutent relisent tout", async () => {
    let opened = 0;
    const silent = {
      db: { execute: async () => undefined } as unknown as Database["db"],
      listen: async () => {
        opened += 1;
        const dead = opened === 1;
        return {
          // The first one never answers again; the next one does.
          ping: () => (dead ? new Promise<void>(() => undefined) : Promise.resolve()),
          close: async () => undefined,
        };
      },
    };
    const live = await createPostgresLiveEvents(silent, {
      healthEveryMs: 20,
      healthTimeoutMs: 20,
      retryFirstMs: 1,
    });
    const events = heard(live);
    await vi.waitFor(() => expect(events).toEqual([{ type: "catalog" }, { type: "resync" }]));
    expect(opened).toBe(2);
    await live.close();
  });
});

/** Everything a listener hears, in order. */
function heard(live: LiveEvents) {
  const events: LiveEvent[] = [];
  live.subscribe((event) => events.push(event));
  return events;
}

/** The listening connections of this database, as PostgreSQL sees them. */
async function listeningBackends(database: Database): Promise<number[]> {
  const result = (await database.db.execute(
    sql`select pid from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows.map((row) => Number(row.pid));
}

describe("les événements en direct par LISTEN/NOTIFY", { tags: ["postgres"] }, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
  });
  afterAll(async () => {
    await database?.close();
  });

  it("passent d'un processus à l'autre, et chacun entend une fois ce qu'il publie", async () => {
    const first = await createPostgresLiveEvents(database);
    const second = await createPostgresLiveEvents(database);
    try {
      const byFirst = heard(first);
      const bySecond = heard(second);
      await first.publish({ type: "order", orderId: 7 });
      await second.publish({ type: "kitchen" });
      const expected = [{ type: "order", orderId: 7 }, { type: "kitchen" }];
      await vi.waitFor(() => expect(bySecond).toEqual(expected));
      await vi.waitFor(() => expect(byFirst).toEqual(expected));
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("reprennent après la perte de la connexion d'écoute, et demandent de tout relire", async () => {
    const live = await createPostgresLiveEvents(database, { retryFirstMs: 10 });
    try {
      const events = heard(live);
      const [listener] = await listeningBackends(database);
      expect(listener).toBeDefined();
      await database.db.execute(sql`select pg_terminate_backend(${listener})`);
      // Caches are read again and open streams send their whole state: nothing stays stale.
      await vi.waitFor(() => expect(events).toEqual([{ type: "catalog" }, { type: "resync" }]));
      const [again] = await listeningBackends(database);
      expect(again).toBeDefined();
      expect(again).not.toBe(listener);
      await live.publish({ type: "order", orderId: 8 });
      await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: "order", orderId: 8 }));
    } finally {
      await live.close();
    }
  });

  it("se ferment en libérant leur connexion et en prévenant ceux qui écoutent", async () => {
    const live = await createPostgresLiveEvents(database);
    const onClose = vi.fn();
    live.subscribe(() => undefined, onClose);
    expect(live.listenerCount).toBe(1);
    await live.close();
    expect(onClose).toHaveBeenCalledOnce();
    expect(live.listenerCount).toBe(0);
    await vi.waitFor(async () => expect(await listeningBackends(database)).toEqual([]));
  });
});
