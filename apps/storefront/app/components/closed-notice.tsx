import type { MenuPayload } from "@comptoir/contracts";
import { messages } from "../lib/messages.ts";

/** Shown when no menu has any opening hours at all: the restaurant is closed for now. */
export function ClosedNotice({ menus }: { menus: MenuPayload[] }) {
  const hasHours = menus.some((menu) => menu.active_times.some((day) => day.is_open));
  if (hasHours) return null;
  return (
    <p role="status" className="mx-auto max-w-5xl rounded-xl bg-accent px-4 py-3 font-bold text-ink">
      {messages.site.closedEverywhere}
    </p>
  );
}
