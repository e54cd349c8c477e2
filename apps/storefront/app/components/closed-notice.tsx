import { site as siteText } from "@comptoir/messages";
import type { ClosedNow } from "../lib/opening-label.ts";

/**
 * Shown on the home page and the menu when no menu has any opening hours at all (the loaders
 * tell, from the domain's hasNoOpeningHours): the restaurant is closed until further notice, not
 * merely closed now (a closed menu says when it opens on its own). The menu stays readable.
 */
export function ClosedNotice({ closed }: { closed: boolean }) {
  if (!closed) return null;
  return (
    <div role="status" className="mx-auto mt-4 max-w-5xl rounded-xl bg-cream px-4 py-3 text-ink">
      <p className="font-bold">{siteText.closedEverywhere}</p>
      <p className="text-sm">{siteText.closedEverywhereDetail}</p>
    </div>
  );
}

/**
 * "Fermé · ouvre mardi à 11:30", the first thing the home page and the menu say while nothing is
 * open now (ADR 057); the server words it (opening-label.ts). Calm, not in the accent: the accent
 * is for the actions, and ordering for later still is one. Its classes are in app.css (/menu's
 * first load).
 */
export function ClosedNowNotice({ closedNow }: { closedNow: ClosedNow | null }) {
  return closedNow ? (
    <p role="status" className="closed-now">
      <b>{closedNow.status}</b> {closedNow.detail}
    </p>
  ) : null;
}
