import { i18nConfig } from "../../site-config.ts";
import { sessionCookieWrites } from "./session-cookie.ts";

// The browser's side of the session's cookie copy (ADR 079), in the sign-in and profile pages'
// code only: no other page's first load carries it.

/** Where the profile's pages are, under every locale prefix: the copy goes only there. */
const PROFILE_PATHS = ["/profile", ...i18nConfig.locales.map((locale) => `/${locale}/profile`)];

/** Keeps the copy of this session's token for every profile path, or deletes it (null). */
export function writeSessionCookie(token: string | null): void {
  for (const write of sessionCookieWrites(token, PROFILE_PATHS, globalThis.location?.protocol === "https:")) {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie, in every browser we serve
    document.cookie = write;
  }
}
