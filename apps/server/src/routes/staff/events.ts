import { BOARD_EVENTS } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { Hono } from "hono";
import { eventStream } from "../../http/event-stream.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { boardOrderById, boardOrderView, boardState } from "../../services/board/board-orders.ts";
import type { Catalog } from "../../services/catalog.ts";
import { kitchenSettingsOf } from "../../services/kitchen/kitchen-settings.ts";
import type { LiveEvents } from "../../services/live/live-events.ts";
import { restaurantOf } from "../../services/restaurant.ts";

/** How soon a board that lost its stream asks again. */
const BOARD_RETRY_MS = 2_000;

/**
 * GET /v2/staff/events?token=…: the board's stream (ADR 039, 042). `snapshot` first, the whole
 * board read from the database (so a board that reconnects misses nothing), then `order` with the
 * board's view of each order that reached the board or changed, and `kitchen` when the kitchen
 * settings change.
 */
export function staffEventsRoutes(deps: { db: Db; catalog: Catalog; clock: () => Date; live: LiveEvents }) {
  const { db, catalog, clock, live } = deps;
  const restaurant = async () => restaurantOf(await catalog.snapshot());
  return new Hono({ strict: false }).get("/", staffOnly(deps), (c) =>
    eventStream(c, {
      live,
      retryMs: BOARD_RETRY_MS,
      initial: async () => {
        return [{ event: BOARD_EVENTS.snapshot, data: await boardState(db, await restaurant(), clock()) }];
      },
      onEvent: async (event) => {
        if (event.type === "order") {
          // An unpaid card order is not on the board: its changes are not the board's business.
          const found = await boardOrderById(db, event.orderId);
          return found
            ? { event: BOARD_EVENTS.order, data: boardOrderView(found, await restaurant()) }
            : null;
        }
        if (event.type === "kitchen") {
          return { event: BOARD_EVENTS.kitchen, data: kitchenSettingsOf(await restaurant()) };
        }
        return null;
      },
    }),
  );
}
