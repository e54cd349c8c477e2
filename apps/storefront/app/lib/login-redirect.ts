/**
 * The login redirect target (docs/product.md#pages): where to go after logging in or verifying the
 * address, stored when a profile page sends a visitor to /auth/login or when the header's account
 * link is used. Kept in session storage (this tab's visit); home when there is none.
 */
export const LOGIN_REDIRECT_KEY = "login-redirect";
export const HOME = "/";

/**
 * A target worth going back to: a path of this site (never another host: `//evil` or
 * `https://…`), and not a sign-in page itself, which would loop.
 */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return null;
  if (target.includes("\\")) return null;
  const path = target.split(/[?#]/)[0] ?? "";
  if (/^(\/fr)?\/auth(\/|$)/.test(path)) return null;
  return target;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Remembers where to come back after login; a target not worth it changes nothing. */
export function rememberRedirectTarget(target: string): void {
  const safe = safeRedirectTarget(target);
  if (!safe) return;
  try {
    storage()?.setItem(LOGIN_REDIRECT_KEY, safe);
  } catch {
    // Full or forbidden storage: the customer lands at home after login.
  }
}

/** The stored target, forgotten as it is taken (used once); home when there is none. */
export function takeRedirectTarget(): string {
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(LOGIN_REDIRECT_KEY) ?? null;
    storage()?.removeItem(LOGIN_REDIRECT_KEY);
  } catch {
    // Unreadable storage: home.
  }
  return safeRedirectTarget(stored) ?? HOME;
}

/** Forgets the target (logout: the next login starts afresh). */
export function forgetRedirectTarget(): void {
  try {
    storage()?.removeItem(LOGIN_REDIRECT_KEY);
  } catch {
    // Nothing to forget.
  }
}
