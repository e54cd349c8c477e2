import type { StaffMemberPayload, StaffSessionPayload } from "@comptoir/contracts";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { createStaffApi, type StaffApi } from "./staff-api.ts";
import { keepStaffSession, keepStaffSessionCookie, readStaffSession } from "./staff-session.ts";

const LOGIN_PATH = "/admin/connexion";

/**
 * Why the pages go back to the login: the server refused the session (a 401: the login then says
 * so), or the member signed out, or this tablet never signed in (the login says nothing more).
 */
export type SessionEnd = "refused" | "signed-out";

/** The navigation state the login reads to tell why it is shown. */
export interface LoginState {
  sessionRefused?: boolean;
}

/**
 * The staff session of the board's pages: null on the server and until the page has read this
 * browser's storage (`ready` false), then the one kept here. Whether it is still alive is for the
 * server to say: a page that gets a 401 calls `endSession`, which forgets it and goes to the login
 * page, saying why; "Se déconnecter" calls it with "signed-out".
 *
 * `drawnFor`: the member the server drew the page for, from the session's cookie copy (ADR 079),
 * given until this browser's storage is read, with no token (nothing calls the API before then).
 */
export function useStaffSession(drawnFor: StaffMemberPayload | null = null): {
  ready: boolean;
  session: StaffSessionPayload | null;
  api: StaffApi;
  endSession: (end?: SessionEnd) => void;
} {
  const [known, setKnown] = useState<{ ready: boolean; session: StaffSessionPayload | null }>(() => ({
    ready: false,
    session: drawnFor ? { token: "", expires_at: "", member: drawnFor } : null,
  }));
  const navigate = useNavigate();
  useEffect(() => {
    const kept = readStaffSession();
    // The copy follows the kept session: written for one kept before the copy existed.
    keepStaffSessionCookie(kept?.token ?? null);
    setKnown({ ready: true, session: kept });
  }, []);
  const endSession = useCallback(
    (end: SessionEnd = "refused") => {
      keepStaffSession(null);
      setKnown({ ready: true, session: null });
      const state: LoginState | null = end === "refused" ? { sessionRefused: true } : null;
      navigate(LOGIN_PATH, { replace: true, state });
    },
    [navigate],
  );
  // One client per session: the board draws again on every event, its calls stay the same.
  const token = known.session?.token || null;
  const api = useMemo(() => createStaffApi(token), [token]);
  return { ...known, api, endSession };
}
