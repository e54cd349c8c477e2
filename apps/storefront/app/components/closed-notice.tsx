import type { MenuPayload } from "@comptoir/contracts";
import { hasNoOpeningHours } from "@comptoir/domain";
import { messages } from "../lib/messages.ts";

/** Shown when no menu has any opening hours at all: the restaurant is closed for now. */
export function ClosedNotice({ menus }: { menus: MenuPayload[] }) {
  const schedules = menus.flatMap((menu) => [menu.time_ranges, menu.pickup_time_ranges]);
  if (!hasNoOpeningHours(schedules)) return null;
  return (
    <p role="status" className="mx-auto mt-4 max-w-5xl rounded-xl bg-accent px-4 py-3 font-bold text-ink">
      {messages.site.closedEverywhere}
    </p>
  );
}
