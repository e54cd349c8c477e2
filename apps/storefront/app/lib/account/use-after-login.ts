import { useNavigate } from "react-router";
import { logIn, type Session } from "../auth-store.ts";
import { HOME, takeRedirectTarget } from "../login-redirect.ts";
import { useSitePath } from "../use-site-path.ts";

/**
 * After login or verification: the session kept, then the login redirect target (docs/product.md#pages),
 * or home.
 */
export function useAfterLogin(): (session: Session) => Promise<void> {
  const navigate = useNavigate();
  const sitePath = useSitePath();
  return async (session) => {
    logIn(session);
    const target = takeRedirectTarget();
    await navigate(target === HOME ? sitePath("/") : target, { replace: true });
  };
}
