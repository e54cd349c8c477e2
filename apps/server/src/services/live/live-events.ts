/**
 * What the server tells the pages that stay open (ADR 039): the kitchen's board, a customer's
 * `/success`, the menu. An event only names what changed; whoever receives it reads the change
 * from the database, so a lost or late event costs a moment, never a wrong screen, and a client
 * that reconnects is given the whole state again.
 *
 * With PGlite (one process) events pass in memory; with PostgreSQL they travel by LISTEN/NOTIFY so
 * that a board connected to one server process hears an order placed through another.
 */
export type LiveEvent =
  /** An order reached the board (cash: placed; card: paid) or its progress changed. */
  | { type: "order"; orderId: number }
  /** The owner's switches of the board changed (automatic acceptance). */
  | { type: "kitchen" }
  /** Availability or a pause changed: the menus, settings and every cached page must be read again. */
  | { type: "catalog" };

export interface LiveEvents {
  /** Call once the change is committed: listeners read it back at once. */
  publish(event: LiveEvent): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process: events go straight to this process's listeners. */
export function createMemoryLiveEvents(): LiveEvents {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
