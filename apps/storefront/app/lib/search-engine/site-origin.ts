import { i18nConfig, siteConfig } from "../../site-config.ts";
import type { SiteAddress } from "./site-address.ts";

/** The root loader's part: where the site is, and which locale its unprefixed paths speak. */
export function siteAddress(requestUrl: string): SiteAddress {
  return { origin: siteOrigin(requestUrl), defaultLocale: i18nConfig.defaultLocale };
}

/**
 * The site's public origin (`https://piment-rouge.fr`): the configured site root, else the origin
 * the request came to (right when the proxy in front keeps the Host; set `siteRoot` otherwise).
 */
export function siteOrigin(requestUrl: string): string {
  return siteConfig.siteRoot ?? new URL(requestUrl).origin;
}
