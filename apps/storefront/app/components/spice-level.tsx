import { fill, menu as menuText } from "@comptoir/messages";

/** The peppers' row for each level (0–3, the catalogue's range): one pepper is 1 rem wide. */
const ROW_WIDTH = ["w-0", "w-4", "w-8", "w-12"] as const;

/**
 * Peppers for the spice level, named for screen readers. The row is one element, the pepper
 * repeated as its mask (`.spice`, app.css), where it was an SVG of two paths per pepper and a
 * text beside them: the menu's fifty dishes hydrate one node each for it rather than up to ten.
 */
export function SpiceLevel({ level }: { level: number }) {
  if (level <= 0) return null;
  return (
    <span
      role="img"
      aria-label={fill(menuText.spicyLevel, { level: String(level) })}
      className={`spice text-accent ${ROW_WIDTH[Math.min(level, 3)]}`}
    />
  );
}
