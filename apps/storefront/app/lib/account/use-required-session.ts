import type { UserPayload } from "@comptoir/contracts";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { authStore, type Session } from "../auth-store.ts";
import { samePrefixPath } from "../checkout/checkout-paths.ts";
import { rememberRedirectTarget } from "../login-redirect.ts";
import { useHydrated } from "../use-hydrated.ts";
import { writeSessionCookie } from "./session-cookie-writer.ts";

/**
 * Logout and deletion go home (docs/product.md#accounts) and forget the session on the way: the profile page
 * being left then has no session, and must not send the customer to login instead. The session
 * store renders at once while the navigation renders in a transition, so which comes first is not
 * known: this says it.
 */
let leavingForHome = false;

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
