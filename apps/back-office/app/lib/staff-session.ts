import type { StaffSessionPayload } from "@comptoir/contracts";
import { keep, readKept } from "./tablet-storage.ts";

/**
 * The staff session of this browser, under `staff-session` in local storage (ADR 044): the board
 * runs on a shared kitchen tablet that must stay signed in when its tab is closed or the tablet
 * restarts, for the session's 16 hours; the ticket page opened beside it reads it too. "Se
 * déconnecter" forgets it, and the server ends it. Whether it still lives is the server's word
 * alone (a 401): `expires_at` was computed with the shop's clock, which a tablet's own clock may
 * not match (a demo started days ago, a tablet set to the wrong day).
 */
const STAFF_SESSION_KEY = "staff-session";

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
