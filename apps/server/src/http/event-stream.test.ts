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
function streamApp(live: LiveEvents) {
  let reads = 0;
  return new Hono().get("/events", (c) =>
    eventStream(c, {
      live,
      initial: async () => [{ event: "snapshot", data: { reads: ++reads } }],
      onEvent: (event) => (event.type === "order" ? { event: "order", data: event } : null),
    }),
  );
}

/** A transport whose deliveries the test makes itself, `resync` included. */
function handDrivenLive() {
  const listeners = createLiveListeners();
  const live: LiveEvents = {
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
});
