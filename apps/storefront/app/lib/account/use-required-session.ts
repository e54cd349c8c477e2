import type { UserPayload } from "@comptoir/contracts";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { i18nConfig } from "../../site-config.ts";
import { authStore, type Session } from "../auth-store.ts";
import { samePrefixPath } from "../checkout/checkout-paths.ts";
import { rememberRedirectTarget } from "../login-redirect.ts";
import { useHydrated } from "../use-hydrated.ts";
import { sessionCookieWrites } from "./session-cookie.ts";

/**
 * Logout and deletion go home (docs/product.md#accounts) and forget the session on the way: the profile page
 * being left then has no session, and must not send the customer to login instead. The session
 * store renders at once while the navigation renders in a transition, so which comes first is not
 * known: this says it.
 */
let leavingForHome = false;

/** Where the profile's pages are, under every locale prefix: the session's cookie copy goes only there. */
const PROFILE_PATHS = ["/profile", ...i18nConfig.locales.map((locale) => `/${locale}/profile`)];

/**
 * Keeps the copy of this session's token for every profile path, or deletes it (null): ADR 079.
 * Here, in the profile's own code, so that no other page's first load carries it.
 */
export function writeSessionCookie(token: string | null): void {
  for (const write of sessionCookieWrites(token, PROFILE_PATHS, globalThis.location?.protocol === "https:")) {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie, in every browser we serve
    document.cookie = write;
  }
}

/** The session ends on purpose: the profile page lets the customer go where they are sent. */
export function leaveProfile(): void {
  leavingForHome = true;
}

/**
 * A profile page's session. A visitor without one is sent to /auth/login, this page remembered as
 * the login redirect target, so that logging in brings them back here. On the server and while
 * hydrating, the customer the server found from the cookie's copy (ADR 079), with no token (the
 * page never sends it back: the browser's own session, with its token, takes over once hydrated and
 * before any call), or null when it found none.
 */
export function useRequiredSession(serverUser: UserPayload | null = null): Session | null {
  const serverSession = useMemo(() => (serverUser ? { token: "", user: serverUser } : null), [serverUser]);
  const session = authStore.use(serverSession);
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const missing = hydrated && session === null;
  useEffect(() => {
    leavingForHome = false;
  }, []);
  const token = session?.token ?? null;
  // The cookie's copy follows the browser's session: written for a session kept before the copy
  // existed (its next reload is drawn by the server), deleted once the session is gone (logout,
  // deletion, a session the server no longer knows, or storage emptied under a copy).
  useEffect(() => {
    if (hydrated) writeSessionCookie(token);
  }, [hydrated, token]);
  useEffect(() => {
    if (!missing || leavingForHome) return;
    rememberRedirectTarget(`${pathname}${search}`);
    void navigate(samePrefixPath(pathname, "/auth/login"), { replace: true });
  }, [missing, pathname, search, navigate]);
  return session;
}
