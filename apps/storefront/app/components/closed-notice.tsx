import { site as siteText } from "@comptoir/messages";

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
