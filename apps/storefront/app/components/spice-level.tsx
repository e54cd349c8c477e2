import { messages } from "../lib/messages.ts";

/** Peppers for the spice level, with words for screen readers. */
export function SpiceLevel({ level }: { level: number }) {
  if (level <= 0) return null;
  return (
    <span className="text-xs font-semibold text-accent">
      <span aria-hidden="true">{"🌶".repeat(level)}</span>
      <span className="sr-only">{`${messages.menu.spicy} ${level}/3`}</span>
    </span>
  );
}
