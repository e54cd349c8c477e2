/** A session token as the API gives them (32 random bytes, base64url); anything else is not one. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * A copy of a session's token in a cookie of the pages that draw the signed-in person's data on
 * the server (ADR 079): the customer's profile, the team's board. The session itself stays in the
 * browser's local storage; the pages write the copy when they keep or forget it, the server only
 * reads it. One shape of token and cookie for both, each with its name and lifetime.
 */
export interface TokenCookie {
  /** The token in a request's `Cookie` header, if one is there and has a token's shape. */
  fromHeader(header: string | null): string | null;
  /**
   * The `document.cookie` assignment that keeps the copy for the pages under `path`, and no
   * other, or deletes it there (no token, or not a token's shape).
   */
  write(token: string | null, path: string, secure: boolean): string;
}

/** `maxAgeSeconds`: the session's own lifetime, so the copy never outlives what it copies. */
export function tokenCookie(name: string, maxAgeSeconds: number): TokenCookie {
  return {
    fromHeader(header) {
      if (!header) return null;
      for (const pair of header.split(";")) {
        const at = pair.indexOf("=");
        if (at < 0 || pair.slice(0, at).trim() !== name) continue;
        const value = pair.slice(at + 1).trim();
        return TOKEN.test(value) ? value : null;
      }
      return null;
    },
    write(token, path, secure) {
      const value = token !== null && TOKEN.test(token) ? token : null;
      const lifetime = value === null ? "Max-Age=0" : `Max-Age=${maxAgeSeconds}`;
      return `${name}=${value ?? ""}; Path=${path}; ${lifetime}; SameSite=Lax${secure ? "; Secure" : ""}`;
    },
  };
}
