/**
 * A copy of the staff session's token in a cookie sent only with the back office's pages (ADR 079),
 * so that the server can draw the board on the first request instead of an empty frame. The
 * session itself stays in the tablet's local storage (ADR 044): the pages write this copy when they
 * keep or forget a session, and the server only reads it to ask the API for the board.
 */
export const STAFF_SESSION_COOKIE = "staff-session";

/** A staff session's 16 hours (ADR 040): the copy lives no longer than the session it copies. */
const MAX_AGE_SECONDS = 16 * 60 * 60;

/** A token as the server gives them (32 random bytes, base64url); anything else is not a copy. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The token in a request's `Cookie` header, if one is there and has a token's shape. */
export function staffTokenFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== STAFF_SESSION_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return TOKEN.test(value) ? value : null;
  }
  return null;
}

/**
 * The `document.cookie` assignment that keeps the copy for the back office's pages (`/admin`, never
 * under a locale prefix), or deletes it (no token). No other path gets it: not the API, whose calls
 * send the token themselves, not the shop's pages.
 */
export function staffSessionCookieWrite(token: string | null, secure: boolean): string {
  const value = token !== null && TOKEN.test(token) ? token : null;
  const lifetime = value === null ? "Max-Age=0" : `Max-Age=${MAX_AGE_SECONDS}`;
  return `${STAFF_SESSION_COOKIE}=${value ?? ""}; Path=/admin; ${lifetime}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
