import { BOARD_EVENTS } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { Hono } from "hono";
import { eventStream } from "../../http/event-stream.ts";
import { staffOnly } from "../../http/staff-session.ts";
import type { StreamCounter } from "../../http/stream-limits.ts";
import { boardOrderById, boardOrderView, boardPause, boardState } from "../../services/board/board-orders.ts";
import type { Catalog } from "../../services/catalog.ts";
import { kitchenSettingsOf } from "../../services/kitchen/kitchen-settings.ts";
import type { LiveEvents } from "../../services/live/live-events.ts";
import { restaurantOf } from "../../services/restaurant.ts";
import { staffSessionLive } from "../../services/staff/staff-sessions.ts";

/** How soon a board that lost its stream asks again. */
const BOARD_RETRY_MS = 2_000;

/**
 * GET /v2/staff/events?token=…: the board's stream (ADR 039, 042). `snapshot` first, the whole
 * board read from the database (so a board that reconnects misses nothing), then `order` with the
 * board's view of each order that reached the board or changed, `kitchen` when the kitchen
 * settings change, and `pause` (the pauses in force) after each change of the catalogue.
 *
 * The stream lives no longer than its session (ADR 044): it closes at once when that session ends
 * (logout) or its member is removed, in any process, and at the latest when the session expires.
 * The board's reconnection then gets the 401, and the login.
 */
export function staffEventsRoutes(deps: {
  db: Db;
  catalog: Catalog;
  clock: () => Date;
  live: LiveEvents;
  streams: StreamCounter;
}) {
  const { db, catalog, clock, live, streams } = deps;
  const restaurant = async () => restaurantOf(await catalog.snapshot());
  return new Hono({ strict: false }).get("/", staffOnly(deps), (c) => {
    const session = c.var.staffSession;
    const staffId = c.var.staff.id;
    const slot = streams.admitStaff(c, session.id);
    if (slot instanceof Response) return slot;
    const untilExpiry = session.expiresAt.getTime() - clock().getTime();
    return eventStream(c, {
      live,
      slot,
      lifetimeMs: Math.max(0, Math.min(streams.lifetime(), untilExpiry)),
      endsOn: (event) =>
        event.type === "staff-session-ended" &&
        event.staffId === staffId &&
        (event.sessionId === null || event.sessionId === session.id),
      stillAllowed: () => staffSessionLive(db, session.id, clock()),
      retryMs: BOARD_RETRY_MS,
      initial: async () => {
        return [
          { event: BOARD_EVENTS.snapshot, data: await boardState(db, await catalog.snapshot(), clock()) },
        ];
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
        // A pause started or ended (or any other change of the catalogue): the board says it at its top.
        if (event.type === "catalog") {
          return { event: BOARD_EVENTS.pause, data: boardPause(await catalog.snapshot(), clock()) };
        }
        return null;
      },
    });
  });
}
