import { pauseMessage, pausesAt } from "@comptoir/domain";
import { Hono } from "hono";
import { eventStream } from "../http/event-stream.ts";
import type { StreamCounter } from "../http/stream-limits.ts";
import type { Catalog } from "../services/catalog.ts";
import type { LiveEvents } from "../services/live/live-events.ts";
import { pausesOf, restaurantOf } from "../services/restaurant.ts";

/** The event of the public stream. */
const PUBLIC_EVENTS = { catalog: "catalog" } as const;

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
 * away is not missed. The pause is worded here, by the domain, in the restaurant's time zone: the
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
      // The settings' ETag carries the catalogue's generation, new at every invalidation.
      version: (await catalog.settings()).etag,
      pause: pause ? pauseMessage(pause, ordering ? "ordering" : "delivery", now, timeZone) : null,
      pause_ends_in: pause ? pause.until.getTime() - now.getTime() : null,
      back_in: snapshot.changesAt ? Math.max(0, snapshot.changesAt.getTime() - now.getTime()) : null,
    };
    return { event: PUBLIC_EVENTS.catalog, data };
  };
  return new Hono({ strict: false }).get("/", (c) => {
    const slot = streams.admitPublic(c, trustProxy);
    if (slot instanceof Response) return slot;
    return eventStream(c, {
      live,
      slot,
      lifetimeMs: streams.lifetime(),
      initial: async () => [await news()],
      onEvent: (event) => (event.type === "catalog" ? news() : null),
      retryMs: 5_000,
    });
  });
}
