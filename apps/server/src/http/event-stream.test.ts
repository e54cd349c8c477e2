import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  createLiveListeners,
  createMemoryLiveEvents,
  type LiveEvent,
  type LiveEvents,
} from "../services/live/live-events.ts";
import { readEventStream } from "../testing/event-stream-reader.ts";
import { eventStream } from "./event-stream.ts";

/** A stream whose whole state is how many times it was read: a resend is visible. */
function streamApp(
  live: LiveEvents,
  options: Partial<Pick<Parameters<typeof eventStream>[1], "lifetimeMs" | "endsOn" | "stillAllowed">> & {
    released?: () => void;
  } = {},
) {
  let reads = 0;
  return new Hono().get("/events", (c) =>
    eventStream(c, {
      live,
      slot: { release: options.released ?? (() => undefined) },
      lifetimeMs: options.lifetimeMs ?? 60_000,
      ...(options.endsOn ? { endsOn: options.endsOn } : {}),
      ...(options.stillAllowed ? { stillAllowed: options.stillAllowed } : {}),
      initial: async () => [{ event: "snapshot", data: { reads: ++reads } }],
      onEvent: (event) => (event.type === "order" ? { event: "order", data: event } : null),
    }),
  );
}

/** A transport whose deliveries the test makes itself, `resync` included. */
function handDrivenLive() {
  const listeners = createLiveListeners();
  const live: LiveEvents = {
    channel: null,
    publish: async (event) => listeners.deliver(event),
    subscribe: (listener, onClose) => listeners.add(listener, onClose),
    close: async () => listeners.closeAll(),
  };
  return { live, deliver: (event: LiveEvent) => listeners.deliver(event), listeners };
}

describe("un flux d'événements", () => {
  const live = createMemoryLiveEvents();
  // Over a real socket, as a browser's EventSource talks to the server.
  const server = serve({ fetch: streamApp(live).fetch, port: 0, hostname: "127.0.0.1" });
  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
  afterAll(async () => {
    await live.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("cesse d'écouter quand le client s'en va : rien ne fuit", async () => {
    const leaving = new AbortController();
    const stream = readEventStream(await fetch(url(), { signal: leaving.signal }));
    expect((await stream.next()).event).toBe("snapshot");
    expect(live.listenerCount).toBe(1);
    await live.publish({ type: "order", orderId: 3 });
    expect(await stream.next()).toMatchObject({ event: "order", data: { orderId: 3 } });
    leaving.abort();
    await vi.waitFor(() => expect(live.listenerCount).toBe(0));
  });

  it("se termine quand le transport se ferme (l'arrêt du serveur), sans attendre le client", async () => {
    const own = createMemoryLiveEvents();
    const stream = readEventStream(await streamApp(own).request("/events"));
    await stream.next();
    await own.close();
    // The body ends: the server's close has nothing left to wait for.
    expect(await stream.rest()).toEqual([]);
    expect(own.listenerCount).toBe(0);
  });

  it("renvoie tout l'état quand le transport a pu manquer des événements", async () => {
    const { live: driven, deliver, listeners } = handDrivenLive();
    const stream = readEventStream(await streamApp(driven).request("/events"));
    expect(await stream.next()).toEqual(expect.objectContaining({ event: "snapshot", data: { reads: 1 } }));
    deliver({ type: "resync" });
    expect(await stream.next()).toEqual(expect.objectContaining({ event: "snapshot", data: { reads: 2 } }));
    await stream.cancel();
    await vi.waitFor(() => expect(listeners.size).toBe(0));
  });

  it("se termine au bout de sa durée de vie, et rend sa place", async () => {
    const own = createMemoryLiveEvents();
    const released = vi.fn();
    // A lifetime far below the heartbeat: only the bound can end it.
    const stream = readEventStream(await streamApp(own, { lifetimeMs: 30, released }).request("/events"));
    expect((await stream.next()).event).toBe("snapshot");
    expect(await stream.rest()).toEqual([]);
    expect(released).toHaveBeenCalledTimes(1);
    expect(own.listenerCount).toBe(0);
  });

  it("se termine à l'événement qui le clôt, sans rien envoyer après", async () => {
    const { live: driven, deliver, listeners } = handDrivenLive();
    const released = vi.fn();
    const app = streamApp(driven, {
      endsOn: (event) => event.type === "staff-session-ended" && event.sessionId === 7,
      released,
    });
    const stream = readEventStream(await app.request("/events"));
    expect((await stream.next()).event).toBe("snapshot");
    // Another session's end changes nothing.
    deliver({ type: "staff-session-ended", staffId: 1, sessionId: 8 });
    deliver({ type: "order", orderId: 1 });
    expect(await stream.next()).toMatchObject({ event: "order", data: { orderId: 1 } });
    deliver({ type: "staff-session-ended", staffId: 1, sessionId: 7 });
    deliver({ type: "order", orderId: 2 });
    expect(await stream.rest()).toEqual([]);
    expect(released).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it("se termine quand, après un resync, il n'est plus permis", async () => {
    const { live: driven, deliver } = handDrivenLive();
    let allowed = true;
    const stream = readEventStream(
      await streamApp(driven, { stillAllowed: async () => allowed }).request("/events"),
    );
    expect((await stream.next()).event).toBe("snapshot");
    // The notification of the session's end was lost with the connection: the resync finds it out.
    allowed = false;
    deliver({ type: "resync" });
    expect(await stream.rest()).toEqual([]);
  });
});
