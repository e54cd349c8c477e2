import { tagManagerIdFrom } from "./restaurant-settings.ts";
import type { Setting } from "./settings.ts";

/**
 * The restaurant's tag manager: when a page may load it, and from where. The storefront's root
 * loader and the server's Content-Security-Policy both ask `analyticsTagFor`, so a page never
 * names a tag its policy refuses, nor allows an origin it does not use (ADR 037). No zod here:
 * the cookie-consent chunk imports this module (the id's schema is in settings.ts).
 */

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
