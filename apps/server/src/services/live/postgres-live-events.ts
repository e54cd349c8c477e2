import type { Database, NotificationConnection } from "@comptoir/db";
import { serverFailures, serverLog } from "@comptoir/messages";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import {
  createLiveListeners,
  type LiveEvent,
  type LiveEvents,
  type PublishedLiveEvent,
} from "./live-events.ts";

/** The one channel every server process of the shop listens on. */
const LIVE_CHANNEL = "comptoir_live";

/** Waits between tries to listen again: short at first, never more than a few seconds. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
/**
 * A link that died without a word (a cut cable, a frozen proxy) is found by a round trip this
 * often; keep-alive alone would take minutes.
 */
const HEALTH_EVERY_MS = 15_000;
const HEALTH_TIMEOUT_MS = 5_000;

/**
 * Live events across server processes (ADR 043): `publish` sends `pg_notify` through the pool, after
 * the change is committed; one connection of its own listens and hands every notification to this
 * process's listeners. The publishing process hears its own events the same way, once, so every
 * process sees the same events in the same order.
 *
 * When the listening connection is lost, it is opened again with backoff; since events may have
 * passed meanwhile, listeners are then told `catalog` (caches read again) and `resync` (open
 * streams send their whole state again).
 */
export async function createPostgresLiveEvents(
  database: Pick<Database, "db" | "listen">,
  options: { logger?: Logger; retryFirstMs?: number; healthEveryMs?: number; healthTimeoutMs?: number } = {},
): Promise<LiveEvents & { readonly listenerCount: number }> {
  const { db, listen } = database;
  if (!listen) throw new Error(serverFailures.listenNeedsPostgres);
  const logger = options.logger;
  const retryFirstMs = options.retryFirstMs ?? RETRY_FIRST_MS;
  const listeners = createLiveListeners();
  let connection: NotificationConnection | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let healthTimer: NodeJS.Timeout | null = null;

  const onNotification = (payload: string) => {
    const event = liveEventFrom(payload);
    if (event) listeners.deliver(event);
    else logger?.warn({ payload: payload.slice(0, 200) }, serverLog.unknownNotification);
  };

  const open = () =>
    listen(LIVE_CHANNEL, {
      onNotification,
      onLost: (error) => {
        connection = null;
        if (closed) return;
        logger?.warn({ err: error }, serverLog.listenLost);
        listenAgain(0);
      },
    });

  function listenAgain(attempt: number) {
    if (closed || retryTimer) return;
    const wait = Math.min(RETRY_MAX_MS, retryFirstMs * 2 ** attempt);
    retryTimer = setTimeout(async () => {
      retryTimer = null;
      if (closed) return;
      try {
        const found = await open();
        if (closed) {
          await found.close();
          return;
        }
        connection = found;
        logger?.info(serverLog.listenResumed);
        // Whatever was published while nobody listened is read again from the database.
        listeners.deliver({ type: "catalog" });
        listeners.deliver({ type: "resync" });
      } catch (error) {
        logger?.warn({ err: error, attempt: attempt + 1 }, serverLog.listenRetry);
        listenAgain(attempt + 1);
      }
    }, wait);
  }

  async function checkHealth() {
    const current = connection;
    if (!current || closed) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        current.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(serverFailures.noAnswer)),
            options.healthTimeoutMs ?? HEALTH_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      if (connection !== current || closed) return;
      // Dead without a word: drop it (its own onLost is then ignored) and listen again.
      connection = null;
      logger?.warn({ err: error }, serverLog.listenSilent);
      void current.close();
      listenAgain(0);
    } finally {
      clearTimeout(timer);
    }
  }

  // The first connection is part of the start: a server that cannot listen is not ready.
  connection = await open();
  healthTimer = setInterval(() => void checkHealth(), options.healthEveryMs ?? HEALTH_EVERY_MS);
  healthTimer.unref();

  return {
    channel: LIVE_CHANNEL,
    async publish(event: PublishedLiveEvent) {
      if (closed) return;
      try {
        await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
      } catch (error) {
        // The change is committed: its request must not fail for a hint. This process's own
        // streams hear it at least; the others read it on their next resync or reconnection.
        logger?.warn({ err: error, event: event.type }, serverLog.notifyFailed);
        listeners.deliver(event);
      }
    },
    subscribe(listener, onClose) {
      if (closed) {
        onClose?.();
        return () => undefined;
      }
      return listeners.add(listener, onClose);
    },
    get listenerCount() {
      return listeners.size;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (healthTimer) clearInterval(healthTimer);
      listeners.closeAll();
      await connection?.close();
      connection = null;
    },
  };
}

/**
 * A notification's payload back into an event; null for anything else (another version of the
 * shop during a rolling deploy, a hand-made NOTIFY).
 */
export function liveEventFrom(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { type, orderId, staffId, sessionId } = value as {
    type?: unknown;
    orderId?: unknown;
    staffId?: unknown;
    sessionId?: unknown;
  };
  if (type === "order") return Number.isSafeInteger(orderId) ? { type, orderId: orderId as number } : null;
  if (type === "staff-session-ended") {
    if (!Number.isSafeInteger(staffId) || !(sessionId === null || Number.isSafeInteger(sessionId)))
      return null;
    return { type, staffId: staffId as number, sessionId: sessionId as number | null };
  }
  if (type === "kitchen" || type === "catalog") return { type };
  return null;
}
