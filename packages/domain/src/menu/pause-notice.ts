import { fill, pauses as text } from "@comptoir/messages";
import { addDays } from "../schedule/local-time.ts";
import { zonedClock } from "../schedule/zoned-clock.ts";
import type { Pause } from "./pauses.ts";

/** "14:30" today, "demain 11:00", "mercredi 11:00": the end of a pause in the restaurant's time. */
function pauseEnd(until: Date, now: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat("fr-FR", { timeZone, hour: "2-digit", minute: "2-digit" }).format(
    until,
  );
  const day = zonedClock(until, timeZone).date;
  const today = zonedClock(now, timeZone).date;
  if (day === today) return time;
  if (day === addDays(today, 1)) return fill(text.tomorrow, { time });
  const weekday = new Intl.DateTimeFormat("fr-FR", { timeZone, weekday: "long" }).format(until);
  return fill(text.weekday, { weekday, time });
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
