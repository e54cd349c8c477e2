import type { StaffSessionPayload } from "@comptoir/contracts";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "../use-hydrated.ts";
import { createStaffApi, type StaffApi } from "./staff-api.ts";
import { liveStaffSession, staffSessionStore } from "./staff-session.ts";

export const ADMIN_LOGIN_PATH = "/admin/connexion";

/**
 * The staff session of the board's pages: null on the server and while hydrating (`ready` false),
 * then the one kept in this browser, if it is still alive. `endSession` forgets it and goes to the
 * login page (after a 401, or "Se déconnecter").
 */
export function useStaffSession(): {
  ready: boolean;
  session: StaffSessionPayload | null;
  api: StaffApi;
  endSession: () => void;
} {
  const hydrated = useHydrated();
  const stored = staffSessionStore.use();
  const navigate = useNavigate();
  const session = hydrated ? liveStaffSession(stored, Date.now()) : null;
  const endSession = useCallback(() => {
    staffSessionStore.set(null);
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate]);
  return { ready: hydrated, session, api: createStaffApi(session?.token ?? null), endSession };
}
