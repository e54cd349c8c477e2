import { menu as menuText } from "@comptoir/messages";

/** "Ouvert", or when the menu opens next ("Ouvre demain à 11:00"), worked out by the loader. */
export function MenuOpeningBadge({ closedLabel }: { closedLabel: string | null }) {
  if (closedLabel === null) {
    return (
      <span className="rounded-full bg-emerald-900/60 px-3 py-1 text-xs font-bold text-emerald-200">
        {menuText.openNow}
      </span>
    );
  }
  return <span className="rounded-full bg-panel px-3 py-1 text-xs font-bold text-muted">{closedLabel}</span>;
}
