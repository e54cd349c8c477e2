import type { StaffSessionPayload } from "@comptoir/contracts";
import { keep, readKept } from "./tablet-storage.ts";

/**
 * The staff session of this browser, under `staff-session` in local storage (ADR 044): the board
 * runs on a shared kitchen tablet that must stay signed in when its tab is closed or the tablet
 * restarts, for the session's 16 hours; the ticket page opened beside it reads it too. "Se
 * déconnecter" forgets it, and the server ends it.
 */
export const STAFF_SESSION_KEY = "staff-session";

export function parseStaffSession(stored: unknown): StaffSessionPayload | null {
  if (!stored || typeof stored !== "object") return null;
  const session = stored as Partial<StaffSessionPayload>;
  if (typeof session.token !== "string" || !session.token) return null;
  if (typeof session.expires_at !== "string" || !session.member || typeof session.member.name !== "string")
    return null;
  return session as StaffSessionPayload;
}

export function readStaffSession(): StaffSessionPayload | null {
  return parseStaffSession(readKept(STAFF_SESSION_KEY));
}

export function keepStaffSession(session: StaffSessionPayload | null): void {
  keep(STAFF_SESSION_KEY, session);
}

/** The session, or null once it expired (the server would refuse it anyway). */
export function liveStaffSession(
  session: StaffSessionPayload | null,
  now: number,
): StaffSessionPayload | null {
  if (!session) return null;
  const expires = Date.parse(session.expires_at);
  return Number.isFinite(expires) && expires > now ? session : null;
}
