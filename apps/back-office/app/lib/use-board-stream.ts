import type { BoardOrderPayload, BoardStatePayload, KitchenSettingsPayload } from "@comptoir/contracts";
import { BOARD_EVENTS } from "@comptoir/contracts/staff-constants";
import { useEffect, useState } from "react";
import { withOrder } from "./board-columns.ts";
import { boardEventsUrl } from "./staff-api.ts";

/** Wait before opening the stream again when the server closed it (a restart, an error page). */
const REOPEN_AFTER_MS = 3_000;

export interface BoardStream {
  state: BoardStatePayload | null;
  /** The stream is open; false while the browser reconnects. */
  live: boolean;
  /** Replaces an order at once with the server's answer to an action, before its event comes. */
  putOrder(order: BoardOrderPayload): void;
  putKitchen(kitchen: KitchenSettingsPayload): void;
}

/**
 * The live board (GET /v2/staff/events): the whole state on each (re)connection (`snapshot`), then
 * each order that arrives or changes, and the owner's switches. EventSource reconnects by itself
 * after a network cut; when the server answered with an error instead (the stream is then closed
 * for good), `onClosed` decides: the session may have ended, else the stream opens again.
 */
export function useBoardStream(
  token: string | null,
  onClosed: () => Promise<"reopen" | "stop">,
): BoardStream {
  const [state, setState] = useState<BoardStatePayload | null>(null);
  const [live, setLive] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one stream per token; onClosed is read when needed.
  useEffect(() => {
    if (!token) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const read = <T>(event: Event) => JSON.parse((event as MessageEvent<string>).data) as T;

    function open() {
      if (stopped || !token) return;
      source = new EventSource(boardEventsUrl(token));
      source.addEventListener("open", () => setLive(true));
      source.addEventListener(BOARD_EVENTS.snapshot, (event) => setState(read<BoardStatePayload>(event)));
      source.addEventListener(BOARD_EVENTS.order, (event) => {
        const order = read<BoardOrderPayload>(event);
        setState((current) => (current ? withOrder(current, order) : current));
      });
      source.addEventListener(BOARD_EVENTS.kitchen, (event) => {
        const kitchen = read<KitchenSettingsPayload>(event);
        setState((current) => (current ? { ...current, kitchen } : current));
      });
      source.addEventListener("error", () => {
        setLive(false);
        if (source?.readyState !== EventSource.CLOSED) return;
        source = null;
        void onClosed().then((next) => {
          if (next === "reopen" && !stopped) timer = setTimeout(open, REOPEN_AFTER_MS);
        });
      });
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [token]);

  return {
    state,
    live,
    putOrder: (order) => setState((current) => (current ? withOrder(current, order) : current)),
    putKitchen: (kitchen) => setState((current) => (current ? { ...current, kitchen } : current)),
  };
}
