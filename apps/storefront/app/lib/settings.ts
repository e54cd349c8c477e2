import type { Setting } from "@comptoir/contracts";

/** The value of one dotted setting key, as a string, or the fallback. */
export function settingText(settings: Setting[], name: string, fallback = ""): string {
  const value = settings.find((setting) => setting.name === name)?.value;
  return typeof value === "string" || typeof value === "number" ? String(value) : fallback;
}
