/**
 * What the server tells the pages that stay open (ADR 039): the kitchen's board, a customer's
 * `/success`, the menu. An event only names what changed; whoever receives it reads the change
 * from the database, so a lost or late event costs a moment, never a wrong screen, and a client
 * that reconnects is given the whole state again.
 *
 * With PGlite (one process) events pass in memory; with PostgreSQL they travel by LISTEN/NOTIFY so
 * that a board connected to one server process hears an order placed through another (ADR 043,
 * `postgres-live-events.ts`).
 */
export type LiveEvent =
  /** An order reached the board (cash: placed; card: paid) or its progress changed. */
  | { type: "order"; orderId: number }
  /** The kitchen settings changed (automatic acceptance). */
  | { type: "kitchen" }
  /** Availability or a pause changed: the menus, settings and every cached page must be read again. */
  | { type: "catalog" }
  /**
   * A staff session ended (logout), or every session of a member (`sessionId` null: the member was
   * removed): the open streams of those sessions close at once (ADR 044).
   */
  | { type: "staff-session-ended"; staffId: number; sessionId: number | null }
  /**
   * Never published: a transport that may have missed events (its PostgreSQL connection was lost,
   * then found again) tells this process's listeners, and every open stream sends its whole state
   * again rather than stay silently stale.
   */
  | { type: "resync" };

/** The events a process publishes; `resync` only ever comes from the transport itself. */
export type PublishedLiveEvent = Exclude<LiveEvent, { type: "resync" }>;

export type LiveListener = (event: LiveEvent) => void;

export interface LiveEvents {
  /**
   * PostgreSQL's channel when events travel by NOTIFY: a statement may then send its own event
   * (`pg_notify`), delivered at its commit, instead of `publish` after it (one round trip less on
   * an order's placement, ADR 072). Null when events pass in memory.
   */
  readonly channel: string | null;
  /** Call once the change is committed: listeners read it back at once. */
  publish(event: PublishedLiveEvent): Promise<void>;
  /**
   * Returns the function that stops listening. `onClose` is called if the transport closes first
   * (the server is stopping): an open stream then ends, so that the server's close does not wait.
   */
  subscribe(listener: LiveListener, onClose?: () => void): () => void;
  /** Stops delivering; every listener still there is told through its `onClose`. */
  close(): Promise<void>;
}

/** The listeners of one process, shared by both transports. */
export function createLiveListeners() {
  const listeners = new Map<LiveListener, (() => void) | undefined>();
  return {
    add(listener: LiveListener, onClose?: () => void): () => void {
      // The same function subscribed twice is two subscriptions: wrap it so each stops alone.
      const own: LiveListener = (event) => listener(event);
      listeners.set(own, onClose);
      return () => {
        listeners.delete(own);
      };
    },
    deliver(event: LiveEvent) {
      for (const listener of [...listeners.keys()]) {
        // One listener's failure must not keep the event from the others.
        try {
          listener(event);
        } catch {}
      }
    },
    get size() {
      return listeners.size;
    },
    closeAll() {
      const closing = [...listeners.values()];
      listeners.clear();
      for (const onClose of closing) onClose?.();
    },
  };
}

/** One process: events go straight to this process's listeners. */
export function createMemoryLiveEvents(): LiveEvents & { readonly listenerCount: number } {
  const listeners = createLiveListeners();
  let closed = false;
  return {
    channel: null,
    async publish(event) {
      if (!closed) listeners.deliver(event);
    },
    subscribe(listener, onClose) {
      if (closed) {
        onClose?.();
        return () => undefined;
      }
      return listeners.add(listener, onClose);
    },
    /** How many listen now: what a test of a closed stream checks. */
    get listenerCount() {
      return listeners.size;
    },
    async close() {
      closed = true;
      listeners.closeAll();
    },
  };
}
