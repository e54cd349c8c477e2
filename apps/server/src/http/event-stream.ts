import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { LiveEvent, LiveEvents } from "../services/live/live-events.ts";
import type { StreamSlot } from "./stream-limits.ts";

/** A comment line often enough that proxies and browsers never take a quiet stream for a dead one. */
const HEARTBEAT_MS = 20_000;

export interface StreamMessage {
  event: string;
  data: unknown;
}

/**
 * A server-sent event stream that never misses a change (ADR 039): it listens first, then sends
 * what `initial` reads from the database, then, in order, what `onEvent` makes of each event heard
 * since (events heard while `initial` was reading are kept and sent after it). `onEvent` returns
 * null for events this stream does not care about. A `resync` from the transport sends `initial`
 * again; the transport closing, or the client leaving, ends the stream and its subscription.
 *
 * Every stream is bounded (ADR 039): it holds a `slot` of the process's counts (stream-limits.ts),
 * given back when it ends, and ends after `lifetimeMs` whatever happens; the browser then
 * reconnects, and the route's guard and counts run again. `endsOn` names an event that ends it at
 * once (its staff session ended); `stillAllowed` is asked again when events may have been missed
 * (`resync`) and at each heartbeat, so that a lost notification cannot keep it open.
 */
export function eventStream(
  c: Context,
  options: {
    live: LiveEvents;
    initial: () => Promise<StreamMessage[]>;
    onEvent: (event: LiveEvent) => Promise<StreamMessage | null> | StreamMessage | null;
    /** Milliseconds the browser waits before reconnecting. */
    retryMs?: number;
    /** This stream's place in the counts, given back when it ends. */
    slot: StreamSlot;
    /** The stream ends after this many milliseconds. */
    lifetimeMs: number;
    /** An event after which this stream must not send anything more. */
    endsOn?: (event: LiveEvent) => boolean;
    /** Whether the stream may go on, asked on `resync` and at each heartbeat; false ends it. */
    stillAllowed?: () => Promise<boolean>;
  },
) {
  // Not cached, not transformed: a proxy that buffers would hold the events back.
  c.header("Cache-Control", "no-cache, no-transform");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const pending: LiveEvent[] = [];
    let wake: (() => void) | null = null;
    let open = true;
    const end = () => {
      open = false;
      wake?.();
    };
    // The transport closing (the server stops) ends the stream: the browser reconnects elsewhere.
    const stop = options.live.subscribe((event) => {
      if (options.endsOn?.(event)) {
        // At once: what was heard before but not yet sent is not sent either.
        pending.length = 0;
        end();
        return;
      }
      pending.push(event);
      wake?.();
    }, end);
    stream.onAbort(end);
    const lifetime = setTimeout(end, options.lifetimeMs);
    const allowed = async () => (options.stillAllowed ? await options.stillAllowed() : true);
    const send = (message: StreamMessage) =>
      stream.writeSSE({ event: message.event, data: JSON.stringify(message.data) });
    try {
      if (options.retryMs) await stream.write(`retry: ${options.retryMs}\n\n`);
      for (const message of await options.initial()) if (open) await send(message);
      while (open) {
        const event = pending.shift();
        if (event?.type === "resync") {
          // Events may have been missed (ADR 043), the end of this stream's session among them.
          if (!(await allowed())) break;
          // The whole state again, as on a reconnection.
          for (const message of await options.initial()) if (open) await send(message);
          continue;
        }
        if (event) {
          const message = await options.onEvent(event);
          // Read while the stream was ending (its session ended meanwhile): not sent.
          if (message && open) await send(message);
          continue;
        }
        const heard = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), HEARTBEAT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        wake = null;
        if (!heard && open) {
          if (!(await allowed())) break;
          await stream.write(": ping\n\n");
        }
      }
    } finally {
      clearTimeout(lifetime);
      stop();
      options.slot.release();
    }
  });
}
