import { pausesFrom, type Setting } from "@comptoir/contracts";
import { type OrderMode, pauseMessage, pausesAt } from "@comptoir/domain";
import { useEffect, useState } from "react";
import { createApiClient } from "./api-client.ts";

const api = createApiClient();
const NO_SETTINGS: readonly Setting[] = [];

/** A pause from the board (ADR 041) that stops this cart: all ordering, or its delivery. */
export interface PauseNotice {
  scope: "ordering" | "delivery";
  /** "Les commandes sont en pause jusqu'à 14:30. Coupure de gaz.", the domain's words. */
  text: string;
}

/**
 * The pause that stops an order of this mode now, worded for the customer: a pause of all
 * ordering first (it stops both modes), then a delivery pause for a delivery. The cart's button
 * and the checkout's first step say it, so the customer is stopped before the five steps, not at
 * their last tap (the server refuses the order all the same).
 */
export function pauseNoticeFor(
  settings: readonly Setting[],
  mode: OrderMode,
  now: Date,
  timeZone: string,
): PauseNotice | null {
  const { ordering, delivery } = pausesAt(pausesFrom(settings), now);
  if (ordering) return { scope: "ordering", text: pauseMessage(ordering, "ordering", now, timeZone) };
  if (mode === "delivery" && delivery) {
    return { scope: "delivery", text: pauseMessage(delivery, "delivery", now, timeZone) };
  }
  return null;
}

/**
 * The settings as the server has them now: the page's own are those of its first load (the root
 * never reads them again), and a pause may have started since. Read once when the cart or the
 * checkout is shown; until then, and if the read fails, `known` (the page's, when the caller has
 * them).
 */
export function useFreshSettings(known: readonly Setting[] = NO_SETTINGS): readonly Setting[] {
  const [fresh, setFresh] = useState<readonly Setting[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .settings(controller.signal)
      .then((result) => {
        if (result.ok) setFresh(result.payload);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return fresh ?? known;
}
