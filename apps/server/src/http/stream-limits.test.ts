import type { AddressInfo } from "node:net";
import { ERROR_CODES, STAFF_ERROR_CODES } from "@comptoir/contracts";
import { liveStreamApi } from "@comptoir/messages";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readEventStream } from "../testing/event-stream-reader.ts";
import { createStaffMember } from "../testing/staff.ts";
import { openTestApi } from "../testing/test-api.ts";
import { createStreamCounter, totalStreamsFor } from "./stream-limits.ts";

/** Small limits, so that a handful of connections reaches them. */
const LIMITS = { perClient: 3, total: 5, perStaffSession: 2 };

describe("les limites des flux en direct (sur de vrais sockets)", () => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let server: ReturnType<typeof serve>;
  const opened: ReturnType<typeof readEventStream>[] = [];
  const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  /** A public stream from this machine's address, or from `from` as a proxy would name it. */
  const connect = (path: string, from?: string) =>
    fetch(url(path), { headers: from ? { "X-Forwarded-For": from } : {} });
  /** Opens a stream and keeps it open until the test closes it. */
  const hold = async (path: string, from?: string) => {
    const response = await connect(path, from);
    expect(response.status).toBe(200);
    const stream = readEventStream(response);
    await stream.next();
    opened.push(stream);
    return stream;
  };
  const closeAll = async () => {
    for (const stream of opened.splice(0)) await stream.cancel();
  };

  beforeAll(async () => {
    t = await openTestApi("pglite", { streamLimits: LIMITS });
    await new Promise<void>((listening) => {
      server = serve({ fetch: t.api.fetch, port: 0, hostname: "127.0.0.1" }, () => listening());
    });
  });
  afterAll(async () => {
    await closeAll();
    await t.live.close();
    await new Promise((resolve) => server.close(resolve));
    await t.database.close();
  });

  it("refuse le flux de trop d'une même adresse (429 en français), sans ralentir le reste du site", async () => {
    for (let i = 0; i < LIMITS.perClient; i++) await hold("/v2/public/events");
    const refused = await connect("/v2/public/events");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toMatchObject({
      status: "error",
      code: ERROR_CODES.tooManyRequests,
      message: liveStreamApi.tooManyStreams,
    });
    // The shop still answers that client, and the others.
    expect((await connect("/v2/public/settings")).status).toBe(200);
    expect((await connect("/v2/public/menus")).status).toBe(200);
    // Another address has its own count.
    await hold("/v2/public/events", "203.0.113.7");
    // A closed stream gives its place back.
    await opened.shift()?.cancel();
    await vi.waitFor(async () => {
      const again = await connect("/v2/public/events");
      expect(again.status).toBe(200);
      opened.push(readEventStream(again));
    });
    await closeAll();
  });

  it("refuse le flux de trop du processus (503 en français), toutes adresses confondues", async () => {
    for (let i = 0; i < LIMITS.total; i++) await hold("/v2/public/events", `198.51.100.${i + 1}`);
    const refused = await connect("/v2/public/events", "198.51.100.99");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toMatchObject({
      code: ERROR_CODES.serviceUnavailable,
      message: liveStreamApi.busy,
    });
    await closeAll();
    await vi.waitFor(async () => {
      const again = await connect("/v2/public/events", "198.51.100.99");
      expect(again.status).toBe(200);
      opened.push(readEventStream(again));
    });
    await closeAll();
  });

  it("compte les flux du tableau par session, non par adresse", async () => {
    const karim = await createStaffMember(t.database.db, { now: t.clock() });
    const lea = await createStaffMember(t.database.db, { now: t.clock() });
    const board = (token: string) => `/v2/staff/events?token=${token}`;
    for (let i = 0; i < LIMITS.perStaffSession; i++) await hold(board(karim.token));
    const refused = await connect(board(karim.token));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: ERROR_CODES.tooManyRequests,
      message: liveStreamApi.tooManyBoards,
    });
    // Another tablet of the same kitchen (same address), its own session: let in.
    await hold(board(lea.token));
    // Without a session, the guard answers first.
    const anonymous = await connect(board("inconnu"));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: STAFF_ERROR_CODES.staffUnauthorized });
    await closeAll();
  });
});

describe("le nombre de flux d'un processus", () => {
  it("laisse la moitié de ses fichiers aux pages et à la base, et jamais plus de 2 000", () => {
    expect(totalStreamsFor(1_024)).toBe(512);
    expect(totalStreamsFor(65_536)).toBe(2_000);
    expect(totalStreamsFor(1)).toBe(1);
  });
});

describe("la durée de vie d'un flux", () => {
  it("tombe entre les trois quarts de la limite et la limite, pour que les flux ouverts ensemble ne finissent pas ensemble", () => {
    const counter = createStreamCounter({ perClient: 1, total: 1, perStaffSession: 1, lifetimeMs: 40_000 });
    expect(counter.lifetime(() => 0)).toBe(30_000);
    expect(counter.lifetime(() => 1)).toBe(40_000);
    const drawn = counter.lifetime();
    expect(drawn).toBeGreaterThanOrEqual(30_000);
    expect(drawn).toBeLessThanOrEqual(40_000);
  });
});
