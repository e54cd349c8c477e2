import type { BoardOrderPayload, BoardStatePayload } from "@comptoir/contracts";
import { fill, backOffice as text } from "@comptoir/messages";
import { useEffect, useRef, useState } from "react";
import { Chime, notifyIfHidden } from "./chime.ts";
import { arrivalsAmong, CHIME_REPEAT_MS, chimeDue, waitingOrders } from "./order-alert.ts";

/**
 * The board's alert (order-alert.ts holds its rules): the chime when an order arrives and again
 * while one waits, a system notification when the tab is hidden, and a sentence for screen
 * readers. `onArrival` is told of each arrival (the board prints an automatically accepted one).
 */
export function useOrderAlert(
  state: BoardStatePayload | null,
  options: { soundOn: boolean; onArrival: (order: BoardOrderPayload) => void },
): { chime: Chime; announcement: string } {
  const [chime] = useState(() => new Chime());
  const seen = useRef<Set<number> | null>(null);
  const lastChimeAt = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const soundOn = useRef(options.soundOn);
  soundOn.current = options.soundOn;
  const onArrival = useRef(options.onArrival);
  onArrival.current = options.onArrival;

  function ring() {
    lastChimeAt.current = Date.now();
    if (soundOn.current) chime.ring();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each new board state only.
  useEffect(() => {
    if (!state) return;
    const arrivals = arrivalsAmong(state.orders, seen.current);
    seen.current = new Set([...(seen.current ?? []), ...state.orders.map((order) => order.id)]);
    if (arrivals.length === 0) return;
    const sentences = arrivals.map((order) =>
      fill(order.progress === "placed" ? text.newOrderAnnounce : text.autoAcceptedAnnounce, {
        number: order.number,
      }),
    );
    setAnnouncement(sentences.join(" "));
    for (const order of arrivals) {
      notifyIfHidden(
        fill(text.notificationTitle, { number: order.number }),
        sentences[arrivals.indexOf(order)] ?? "",
        `commande-${order.id}`,
      );
      onArrival.current(order);
    }
    const waiting = waitingOrders(state.orders).length;
    if (chimeDue({ arrivals: arrivals.length, waiting, lastChimeAt: lastChimeAt.current, now: Date.now() }))
      ring();
  }, [state]);

  const waiting = state ? waitingOrders(state.orders).length : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer lives as long as orders wait.
  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => {
      if (chimeDue({ arrivals: 0, waiting, lastChimeAt: lastChimeAt.current, now: Date.now() })) ring();
    }, CHIME_REPEAT_MS / 4);
    return () => clearInterval(timer);
  }, [waiting]);

  useEffect(() => () => chime.close(), [chime]);

  return { chime, announcement };
}
