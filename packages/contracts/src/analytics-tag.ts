import type { Setting } from "./settings.ts";

/**
 * The restaurant's tag manager: when a page may load it, and from where. The storefront's root
 * loader and the server's Content-Security-Policy both ask `analyticsTagFor`, so a page never
 * names a tag its policy refuses, nor allows an origin it does not use (ADR 037). No zod here:
 * the cookie-consent chunk imports this module (the id's schema is in settings.ts).
 */

/** The restaurant's tag manager (`analytics.tag_manager_id`): a container `GTM-…` or a Google tag `G-…`. */
export const TAG_MANAGER_ID_SETTING = "analytics.tag_manager_id";

/** Google's two id shapes (docs/product.md#consent): the prefix, then capital letters and digits. */
export const TAG_MANAGER_ID = /^(GTM|G)-[A-Z0-9]+$/;

/**
 * The tag manager's id in the restaurant's settings, or null when unset or malformed: a malformed
 * id is ignored rather than sent to Google. Read here rather than by `restaurantSettingsFrom`,
 * whose module every page's first load carries: only the cookie-consent chunk and the server pay
 * for this one (ADR 014, 037).
 */
export function tagManagerIdFrom(pairs: readonly Setting[]): string | null {
  const value = pairs.find((pair) => pair.name === TAG_MANAGER_ID_SETTING)?.value;
  return typeof value === "string" && TAG_MANAGER_ID.test(value) ? value : null;
}

/** Where Google's tag manager and Google tags are served from: the one origin the policy adds. */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** The script of a container (`GTM-…`: gtm.js) or of a Google tag (`G-…`: gtag/js). */
export function tagManagerScriptUrl(id: string): string {
  const script = id.startsWith("GTM-") ? "gtm.js" : "gtag/js";
  return `${TAG_MANAGER_ORIGIN}/${script}?id=${encodeURIComponent(id)}`;
}

/**
 * The tag a page may load once its visitor accepts: none when the site configuration turns the
 * tag manager off, when the restaurant set no valid id, or for a bot (which never consents, and
 * must never be counted).
 */
export function analyticsTagFor({
  settings,
  switchedOn,
  bot,
}: {
  settings: readonly Setting[];
  switchedOn: boolean;
  bot: boolean;
}): string | null {
  if (!switchedOn || bot) return null;
  return tagManagerIdFrom(settings);
}
