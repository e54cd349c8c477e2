import { tokenCookie } from "@comptoir/contracts/token-cookie";

/**
 * A copy of the staff session's token in a cookie sent only with the back office's pages (ADR 079),
 * so that the server can draw the board on the first request instead of an empty frame. The
 * session itself stays in the tablet's local storage (ADR 044): the pages write this copy when they
 * keep or forget a session, and the server only reads it to ask the API for the board.
 */
export const STAFF_SESSION_COOKIE = "staff-session";

/** A staff session's 16 hours (ADR 040). */
const cookie = tokenCookie(STAFF_SESSION_COOKIE, 16 * 60 * 60);

/** The token in a request's `Cookie` header, if one is there and has a token's shape. */
export const staffTokenFromCookieHeader = cookie.fromHeader;

/**
 * The `document.cookie` assignment that keeps the copy for the back office's pages (`/admin`, never
 * under a locale prefix), or deletes it (no token). No other path gets it: not the API, whose calls
 * send the token themselves, not the shop's pages.
 */
export function staffSessionCookieWrite(token: string | null, secure: boolean): string {
  return cookie.write(token, "/admin", secure);
}
