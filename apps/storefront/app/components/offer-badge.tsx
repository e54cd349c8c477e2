import type { Badge } from "@comptoir/domain";

/** An offer badge ("1 acheté = 1 offert", "-20 %"), dark text on the saving colour (the accent is for actions). */
export function OfferBadge({ badge }: { badge: Badge | null }) {
  if (!badge) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-saving px-2 py-0.5 text-xs font-bold text-ink">
      {badge.label}
    </span>
  );
}
