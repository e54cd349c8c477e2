import type {
  BoardOrderPayload,
  BoardPausePayload,
  BoardStatePayload,
  KitchenSettingsPayload,
  PauseStatePayload,
} from "@comptoir/contracts";
import { BOARD_EVENTS } from "@comptoir/contracts/staff-constants";
import { listenLive } from "@comptoir/ui/live-stream.ts";
import { useEffect, useState } from "react";
import { withOrder } from "./board-columns.ts";
import { boardEventsUrl } from "./staff-api.ts";

export interface BoardStream {
  state: BoardStatePayload | null;
  /** The stream is open; false while the browser reconnects. */
  live: boolean;
  /** The stream has been open once: false while the page first connects. */
  opened: boolean;
  /** Replaces an order at once with the server's answer to an action, before its event comes. */
  putOrder(order: BoardOrderPayload): void;
  putKitchen(kitchen: KitchenSettingsPayload): void;
  /** The pauses as the server answered a change, before the stream's `pause` comes. */
  putPause(pause: PauseStatePayload): void;
}

/**
 * The live board (GET /v2/staff/events): the whole state on each (re)connection (`snapshot`), then
 * each order that arrives or changes, the owner's switches, and the pauses in force with the shop's
 * "now" after each change of the catalogue. EventSource reconnects by itself
 * after a network cut, or when the server ends the stream (its lifetime; its session ended: the
 * reconnection then gets the 401); when the server answered with an error instead (the stream is
 * then closed for good), `onClosed` decides: the session may have ended, else the stream opens
 * again after a jittered backoff (live-stream.ts), one stream per tab.
 */
export function useBoardStream(
  token: string | null,
  onClosed: () => Promise<"reopen" | "stop">,
  drawnState: BoardStatePayload | null = null,
): BoardStream {
  // The state the server drew the page with (ADR 079), until the stream's first snapshot replaces it.
  const [state, setState] = useState<BoardStatePayload | null>(drawnState);
  const [live, setLive] = useState(false);
  const [opened, setOpened] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one stream per token; onClosed is read when needed.
  useEffect(() => {
    if (!token) return;
    const read = <T>(event: MessageEvent<string>) => JSON.parse(event.data) as T;
    return listenLive(boardEventsUrl(token), {
      onOpen: () => {
        setLive(true);
        setOpened(true);
      },
      onDown: () => setLive(false),
      onRefused: onClosed,
      on: {
        [BOARD_EVENTS.snapshot]: (event) => setState(read<BoardStatePayload>(event)),
        [BOARD_EVENTS.order]: (event) => {
          const order = read<BoardOrderPayload>(event);
          setState((current) => (current ? withOrder(current, order) : current));
        },
        [BOARD_EVENTS.kitchen]: (event) => {
          const kitchen = read<KitchenSettingsPayload>(event);
          setState((current) => (current ? { ...current, kitchen } : current));
        },
        [BOARD_EVENTS.pause]: (event) => {
          const { pause, now } = read<BoardPausePayload>(event);
          setState((current) => (current ? { ...current, pause, now } : current));
        },
      },
    });
  }, [token]);

  return {
    state,
    live,
    opened,
    putOrder: (order) => setState((current) => (current ? withOrder(current, order) : current)),
    putKitchen: (kitchen) => setState((current) => (current ? { ...current, kitchen } : current)),
    putPause: (pause) => setState((current) => (current ? { ...current, pause } : current)),
  };
}
