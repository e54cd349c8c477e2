import { fill, menu as menuText } from "@comptoir/messages";
import { PepperIcon } from "./ui/icons.tsx";

/** Peppers for the spice level (inline SVG), with words for screen readers. */
export function SpiceLevel({ level }: { level: number }) {
  if (level <= 0) return null;
  return (
    <span className="inline-flex items-center text-accent">
      {Array.from({ length: level }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the peppers are identical and never reorder
        <PepperIcon key={index} className="size-4" />
      ))}
      <span className="sr-only">{fill(menuText.spicyLevel, { level: String(level) })}</span>
    </span>
  );
}
