/**
 * A copy of the customer's session token in a cookie sent only with the profile's pages (ADR 079),
 * so that the server can draw a profile section on the first request instead of a skeleton. The
 * session itself stays in local storage (ADR 029): the page writes this copy when it keeps or
 * forgets a session, and the server only reads it to ask the API who the token belongs to.
 */
export const SESSION_COOKIE = "session";

/** The session's 30 days (ADR 029): the copy lives no longer than the session it copies. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A token as the server gives them (32 random bytes, base64url); anything else is not a copy. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The token in a request's `Cookie` header, if one is there and has a token's shape. */
export function tokenFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return TOKEN.test(value) ? value : null;
  }
  return null;
}

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
  const value = token !== null && TOKEN.test(token) ? token : null;
  const lifetime = value === null ? "Max-Age=0" : `Max-Age=${MAX_AGE_SECONDS}`;
  return profilePaths.map(
    (path) =>
      `${SESSION_COOKIE}=${value ?? ""}; Path=${path}; ${lifetime}; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}
