import { fill, pauses as text } from "@comptoir/messages";
import { whenFromToday } from "../schedule/time-labels.ts";
import type { Pause } from "./pauses.ts";

/** "14:30" today, "demain 11:00", "mercredi 11:00": the end of a pause in the restaurant's time. */
function pauseEnd(until: Date, now: Date, timeZone: string): string {
  return whenFromToday(until, now, timeZone, {
    today: "{time}",
    tomorrow: text.tomorrow,
    later: text.weekday,
  });
}

/**
 * What the customers read of a pause, on the menu, at the checkout and in the server's refusal:
 * "Les commandes sont en pause jusqu'à 14:30. Coupure de gaz, nous revenons vite."
 */
export function pauseMessage(
  pause: Pause,
  scope: "ordering" | "delivery",
  now: Date,
  timeZone: string,
): string {
  const notice = fill(text[scope], { when: pauseEnd(pause.until, now, timeZone) });
  const reason = pause.reason.trim();
  if (!reason) return `${notice}.`;
  return fill(text.because, { notice, reason: /[.!?…]$/.test(reason) ? reason : `${reason}.` });
}
