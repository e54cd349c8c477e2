import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { type Session, useSession } from "../auth-store.ts";
import { samePrefixPath } from "../checkout/checkout-paths.ts";
import { rememberRedirectTarget } from "../login-redirect.ts";
import { useHydrated } from "../use-hydrated.ts";

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
 * the login redirect target, so that logging in brings them back here. Null until known (on the
 * server and while hydrating: the session is in the visitor's browser).
 */
export function useRequiredSession(): Session | null {
  const session = useSession();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const missing = hydrated && session === null;
  useEffect(() => {
    leavingForHome = false;
  }, []);
  useEffect(() => {
    if (!missing || leavingForHome) return;
    rememberRedirectTarget(`${pathname}${search}`);
    void navigate(samePrefixPath(pathname, "/auth/login"), { replace: true });
  }, [missing, pathname, search, navigate]);
  return session;
}
