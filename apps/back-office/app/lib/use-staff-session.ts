import type { StaffSessionPayload } from "@comptoir/contracts";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { createStaffApi, type StaffApi } from "./staff-api.ts";
import { keepStaffSession, liveStaffSession, readStaffSession } from "./staff-session.ts";

export const LOGIN_PATH = "/admin/connexion";

/**
 * The staff session of the board's pages: null on the server and until the page has read this
 * browser's storage (`ready` false), then the one kept here if it is still alive. `endSession`
 * forgets it and goes to the login page (after a 401, or "Se déconnecter").
 */
export function useStaffSession(): {
  ready: boolean;
  session: StaffSessionPayload | null;
  api: StaffApi;
  endSession: () => void;
} {
  const [known, setKnown] = useState<{ ready: boolean; session: StaffSessionPayload | null }>({
    ready: false,
    session: null,
  });
  const navigate = useNavigate();
  useEffect(() => {
    setKnown({ ready: true, session: liveStaffSession(readStaffSession(), Date.now()) });
  }, []);
  const endSession = useCallback(() => {
    keepStaffSession(null);
    setKnown({ ready: true, session: null });
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
  // One client per session: the board draws again on every event, its calls stay the same.
  const token = known.session?.token ?? null;
  const api = useMemo(() => createStaffApi(token), [token]);
  return { ...known, api, endSession };
}
