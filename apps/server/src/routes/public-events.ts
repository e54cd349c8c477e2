import { pauseMessage, pausesAt } from "@comptoir/domain";
import { Hono } from "hono";
import { eventStream } from "../http/event-stream.ts";
import type { StreamCounter } from "../http/stream-limits.ts";
import type { Catalog } from "../services/catalog.ts";
import type { LiveEvents } from "../services/live/live-events.ts";
import { pausesOf, restaurantOf } from "../services/restaurant.ts";

/**
 * The events of the public stream: `catalog` (below), and `kitchen`, which says only that the
 * kitchen's load or its "coup de feu" changed: a checkout asks its quote again (ADR 061).
 */
const PUBLIC_EVENTS = { catalog: "catalog", kitchen: "kitchen" } as const;

/** At most one `kitchen` event per this many milliseconds, however many orders arrive. */
const KITCHEN_PULSE_MS = 2_000;

/**
 * This process's live events, plus a `kitchen` event of its own at most every `KITCHEN_PULSE_MS`
 * after orders change (the last change is always followed by one): at the rush, hundreds of orders
 * a minute make a handful of quotes asked again, not hundreds.
 */
function withKitchenPulse(live: LiveEvents): LiveEvents {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  live.subscribe((event) => {
    if (event.type !== "order" || timer) return;
    timer = setTimeout(() => {
      timer = null;
      for (const listener of listeners) listener();
    }, KITCHEN_PULSE_MS);
    timer.unref?.();
  });
  return {
    channel: live.channel,
    publish: (event) => live.publish(event),
    close: () => live.close(),
    subscribe(listener, onClose) {
      const pulse = () => listener({ type: "kitchen" });
      listeners.add(pulse);
      const stop = live.subscribe(listener, onClose);
      return () => {
        listeners.delete(pulse);
        stop();
      };
    },
  };
}

/** What `catalog` carries: the catalogue's version, and the pause customers must be told of now. */
interface CatalogueNews {
  version: string;
  /** "Les commandes sont en pause jusqu'à 14:30. Coupure de gaz." or null. */
  pause: string | null;
  /**
   * Milliseconds until that pause ends by itself, from when this is sent (the shop's clock may not
   * be the browser's: a demo's starts elsewhere); null without one.
   */
  pause_ends_in: number | null;
  /** Milliseconds until a dish or a choice "épuisé" comes back by itself, when sent; null: none due. */
  back_in: number | null;
}

/**
 * GET /v2/public/events: what an open page listens to (ADR 041). On connection it gets `catalog`,
 * then again on each change of availability or pauses; a page whose version differs reads its data
 * again, and a page that reconnects compares the version it is sent, so a change made while it was
 * away is not missed. `kitchen` follows whenever the kitchen's load may have moved (ADR 061). The pause is worded here, by the domain, in the restaurant's time zone: the
 * browser's piece then needs no rule of its own, and costs no first load (ADR 014).
 */
export function publicEventsRoutes({
  catalog,
  live,
  clock,
  streams,
  trustProxy,
}: {
  catalog: Catalog;
  live: LiveEvents;
  clock: () => Date;
  /** This process's stream counts: a client past its limit gets the 429, a full process the 503. */
  streams: StreamCounter;
  trustProxy: number;
}) {
  const news = async () => {
    const snapshot = await catalog.snapshot();
    const now = clock();
    const pauses = pausesOf(snapshot);
    const { ordering, delivery } = pausesAt(pauses, now);
    const pause = ordering ?? delivery;
    const { timeZone } = restaurantOf(snapshot);
    const data: CatalogueNews = {
      // A hash of the catalogue's content: a page that reconnects to another process is told the
      // same version for the same catalogue, and reads its data again only when it changed.
      version: await catalog.version(),
      pause: pause ? pauseMessage(pause, ordering ? "ordering" : "delivery", now, timeZone) : null,
      pause_ends_in: pause ? pause.until.getTime() - now.getTime() : null,
      back_in: snapshot.changesAt ? Math.max(0, snapshot.changesAt.getTime() - now.getTime()) : null,
    };
    return { event: PUBLIC_EVENTS.catalog, data };
  };
  const pulsed = withKitchenPulse(live);
  return new Hono({ strict: false }).get("/", (c) => {
    const slot = streams.admitPublic(c, trustProxy);
    if (slot instanceof Response) return slot;
    return eventStream(c, {
      live: pulsed,
      slot,
      lifetimeMs: streams.lifetime(),
      initial: async () => [await news()],
      onEvent: (event) => {
        if (event.type === "catalog") return news();
        // A "coup de feu" changed (through any process), or this process's pulse after orders.
        if (event.type === "kitchen") return { event: PUBLIC_EVENTS.kitchen, data: {} };
        return null;
      },
      retryMs: 5_000,
    });
  });
}
