import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { LiveEvent, LiveEvents } from "../services/live/live-events.ts";

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
 */
export function eventStream(
  c: Context,
  options: {
    live: LiveEvents;
    initial: () => Promise<StreamMessage[]>;
    onEvent: (event: LiveEvent) => Promise<StreamMessage | null> | StreamMessage | null;
    /** Milliseconds the browser waits before reconnecting. */
    retryMs?: number;
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
      pending.push(event);
      wake?.();
    }, end);
    stream.onAbort(end);
    const send = (message: StreamMessage) =>
      stream.writeSSE({ event: message.event, data: JSON.stringify(message.data) });
    try {
      if (options.retryMs) await stream.write(`retry: ${options.retryMs}\n\n`);
      for (const message of await options.initial()) await send(message);
      while (open) {
        const event = pending.shift();
        if (event?.type === "resync") {
          // Events may have been missed (ADR 043): the whole state again, as on a reconnection.
          for (const message of await options.initial()) await send(message);
          continue;
        }
        if (event) {
          const message = await options.onEvent(event);
          if (message) await send(message);
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
        if (!heard && open) await stream.write(": ping\n\n");
      }
    } finally {
      stop();
    }
  });
}
