import { Hono } from "hono";
import { eventStream } from "../http/event-stream.ts";
import type { Catalog } from "../services/catalog.ts";
import type { LiveEvents } from "../services/live/live-events.ts";

/** The event of the public stream: the catalogue's version, which changes with every change. */
export const PUBLIC_EVENTS = { catalog: "catalog" } as const;

/**
 * GET /v2/public/events: what an open menu, cart or checkout listens to (ADR 041). On connection
 * it gets `catalog` with the catalogue's version, then again on each change of availability or
 * pauses; a page whose version differs reads its data again. A page that reconnects compares the
 * version it is sent, so a change made while it was away is not missed.
 */
export function publicEventsRoutes({ catalog, live }: { catalog: Catalog; live: LiveEvents }) {
  // The settings' ETag carries the catalogue's generation, new at every invalidation.
  const version = async () => ({
    event: PUBLIC_EVENTS.catalog,
    data: { version: (await catalog.settings()).etag },
  });
  return new Hono({ strict: false }).get("/", (c) =>
    eventStream(c, {
      live,
      initial: async () => [await version()],
      onEvent: (event) => (event.type === "catalog" ? version() : null),
      retryMs: 5_000,
    }),
  );
}
