import type { StaffSessionPayload } from "@comptoir/contracts";
import { staffSessionCookieWrite } from "./staff-session-cookie.ts";
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
  keepStaffSessionCookie(session?.token ?? null);
}

/**
 * The token's copy in a cookie of the back office's pages (ADR 079), written with the session and
 * deleted with it, and written again when a page reads a session kept before the copy existed.
 */
export function keepStaffSessionCookie(token: string | null): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie, in every browser we serve
  document.cookie = staffSessionCookieWrite(token, globalThis.location?.protocol === "https:");
}
