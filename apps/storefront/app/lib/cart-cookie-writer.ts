import type { CartLine } from "@comptoir/domain";
import { i18nConfig } from "../site-config.ts";
import { cartCookieWrites } from "./cart-cookie.ts";

// The browser's side of the cart's cookie copy (ADR 073), fetched on the cart's first change
// (cart-state.ts's `writeCartCookie`), out of every page's first load.

/** Where the checkout's page is, under every locale prefix: the copy goes only there. */
const CHECKOUT_PATHS = ["/checkout", ...i18nConfig.locales.map((locale) => `/${locale}/checkout`)];

/** Writes the copy of these lines now, for every checkout path. */
export function writeCartCookieNow(lines: readonly CartLine[]): void {
  for (const write of cartCookieWrites(lines, CHECKOUT_PATHS, globalThis.location?.protocol === "https:")) {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie, in every browser we serve
    document.cookie = write;
  }
}
