import { site as siteText } from "@comptoir/messages";

/** Shown when no menu has any opening hours at all (the loaders tell): the restaurant is closed for now. */
export function ClosedNotice({ closed }: { closed: boolean }) {
  if (!closed) return null;
  return (
    <p role="status" className="mx-auto mt-4 max-w-5xl rounded-xl bg-accent px-4 py-3 font-bold text-ink">
      {siteText.closedEverywhere}
    </p>
  );
}
