/**
 * The pages' live streams (the menu's, /success's, the board's), opened politely (ADR 039): the
 * server holds only so many per address and per process, so a tab never opens the same stream
 * twice, and one the server refused is opened again after a growing, jittered wait rather than
 * at once by every tab together.
 *
 * A network cut, or the server ending a stream (its lifetime, a restart), is left to EventSource,
 * which reconnects by itself after the `retry` the server sent. An error answer (429, 503, 401…)
 * closes the EventSource for good: then each listener's `onRefused` says whether to try again.
 */

/** The waits after refusals, in milliseconds: the first try after 1.5–3 s, never more than a minute. */
export const RECONNECT = { firstMs: 3_000, maxMs: 60_000 } as const;

/**
 * The wait before the try after `attempt` refusals in a row (0 for the first): the ceiling doubles
 * each time up to `maxMs`, and the wait is drawn between half of it and all of it, so that the
 * tabs a restart or a full server refused do not all come back in the same instant.
 */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  policy: { firstMs: number; maxMs: number } = RECONNECT,
): number {
  const ceiling = Math.min(policy.maxMs, policy.firstMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface LiveStreamListener {
  /** What to do with each named event. */
  on: Record<string, (event: MessageEvent<string>) => void>;
  /** The stream is open (again). */
  onOpen?: () => void;
  /** The stream is down for a moment (the browser or this module is reconnecting). */
  onDown?: () => void;
  /** The server answered with an error: try again after the backoff, or let go. Default: again. */
  onRefused?: () => Promise<"reopen" | "stop">;
}

interface OpenStream {
  source: EventSource | null;
  listeners: Set<LiveStreamListener>;
  /** Event names already dispatched from the current source. */
  types: Set<string>;
  refusals: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** This tab's streams, by address: a second listener of the same address shares the first's. */
const streams = new Map<string, OpenStream>();

function connect(url: string, stream: OpenStream) {
  const source = new EventSource(url);
  stream.source = source;
  stream.types = new Set();
  for (const listener of stream.listeners) listenTo(stream, listener);
  source.addEventListener("open", () => {
    stream.refusals = 0;
    for (const listener of stream.listeners) listener.onOpen?.();
  });
  source.addEventListener("error", () => {
    for (const listener of stream.listeners) listener.onDown?.();
    if (source.readyState !== EventSource.CLOSED || stream.source !== source) return;
    stream.source = null;
    void refused(url, stream);
  });
}

/** Dispatches the listener's event names from the current source (each name once). */
function listenTo(stream: OpenStream, listener: LiveStreamListener) {
  for (const type of Object.keys(listener.on)) {
    if (stream.types.has(type) || !stream.source) continue;
    stream.types.add(type);
    stream.source.addEventListener(type, (event) => {
      for (const each of stream.listeners) each.on[type]?.(event as MessageEvent<string>);
    });
  }
}

async function refused(url: string, stream: OpenStream) {
  const answers = await Promise.all(
    [...stream.listeners].map(
      async (listener) => [listener, (await listener.onRefused?.()) ?? "reopen"] as const,
    ),
  );
  for (const [listener, answer] of answers) if (answer === "stop") stream.listeners.delete(listener);
  if (streams.get(url) !== stream || stream.listeners.size === 0) {
    if (streams.get(url) === stream) streams.delete(url);
    return;
  }
  const wait = reconnectDelay(stream.refusals);
  stream.refusals += 1;
  stream.timer = setTimeout(() => {
    stream.timer = undefined;
    if (streams.get(url) === stream && stream.listeners.size > 0) connect(url, stream);
  }, wait);
}

/**
 * Listens to the stream at `url`, opening it unless this tab has it open already. Returns the
 * function that stops listening; the stream closes when its last listener stops.
 */
export function listenLive(url: string, listener: LiveStreamListener): () => void {
  let stream = streams.get(url);
  if (stream) {
    stream.listeners.add(listener);
    listenTo(stream, listener);
    if (stream.source?.readyState === EventSource.OPEN) listener.onOpen?.();
  } else {
    stream = {
      source: null,
      listeners: new Set([listener]),
      types: new Set(),
      refusals: 0,
      timer: undefined,
    };
    streams.set(url, stream);
    connect(url, stream);
  }
  const own = stream;
  return () => {
    if (!own.listeners.delete(listener) || own.listeners.size > 0) return;
    clearTimeout(own.timer);
    own.source?.close();
    own.source = null;
    if (streams.get(url) === own) streams.delete(url);
  };
}
