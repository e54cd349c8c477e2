import { tokenCookie } from "@comptoir/contracts/token-cookie";

/**
 * A copy of the customer's session token in a cookie sent only with the profile's pages (ADR 079),
 * so that the server can draw a profile section on the first request instead of a skeleton. The
 * session itself stays in local storage (ADR 029): the page writes this copy when it keeps or
 * forgets a session, and the server only reads it to ask the API who the token belongs to.
 */
export const SESSION_COOKIE = "session";

/** The session's 30 days (ADR 029). */
const cookie = tokenCookie(SESSION_COOKIE, 30 * 24 * 60 * 60);

/** The token in a request's `Cookie` header, if one is there and has a token's shape. */
export const tokenFromCookieHeader = cookie.fromHeader;

/**
 * The `document.cookie` assignments that keep the copy for each profile path (`/profile`, and
 * `/fr/profile`…): the cookie goes with the profile's pages and nothing else, so neither the API nor
 * `/menu`'s anonymous page cache (ADR 026) ever sees it. No token (logout, deletion, a session the
 * server no longer knows): the copy is deleted.
 */
export function sessionCookieWrites(
  token: string | null,
  profilePaths: readonly string[],
  secure: boolean,
): string[] {
  return profilePaths.map((path) => cookie.write(token, path, secure));
}
