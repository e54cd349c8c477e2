import type { MenuPayload } from "@comptoir/contracts";
import { fill, messages } from "../lib/messages.ts";
import { openingLabel } from "../lib/opening-label.ts";

interface Props {
  menu: MenuPayload;
  now: Date;
  timeZone: string;
}

/** "Ouvert", or when the menu opens next, or "Fermé" when it never does. */
export function OpeningState({ menu, now, timeZone }: Props) {
  if (menu.menu_is_open) {
    return (
      <span className="rounded-full bg-emerald-900/60 px-3 py-1 text-xs font-bold text-emerald-200">
        {messages.menu.openNow}
      </span>
    );
  }
  const text = menu.menu_next_opening
    ? fill(messages.menu.opensAt, { when: openingLabel(new Date(menu.menu_next_opening), now, timeZone) })
    : messages.menu.closed;
  return <span className="rounded-full bg-panel px-3 py-1 text-xs font-bold text-muted">{text}</span>;
}
