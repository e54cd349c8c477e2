import type { BoardStatePayload, StaffMemberPayload } from "@comptoir/contracts";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "./page-context.ts";
import { staffTokenFromCookieHeader } from "./staff-session-cookie.ts";

/** The board as the server draws it: whose session the cookie's copy is, and the board's state. */
export interface DrawnBoard {
  member: StaffMemberPayload;
  state: BoardStatePayload;
}

async function readWithToken<T>(
  context: Readonly<RouterContextProvider>,
  token: string,
  path: string,
): Promise<T | null> {
  const response = await context.get(apiContext)(path, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) return null;
  return ((await response.json()) as { payload: T }).payload;
}

/**
 * The board for the staff session the request's cookie copy names (ADR 079): the member
 * (`/v2/staff/auth/me`) and the board's state (`/v2/staff/orders`, what the stream's `snapshot`
 * gives), read in-process. No copy, a session the server no longer knows, or any failure: null,
 * and the page is drawn as before (the frame, then the board in the browser). Never a 500.
 */
export async function readDrawnBoard(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<DrawnBoard | null> {
  const token = staffTokenFromCookieHeader(request.headers.get("Cookie"));
  if (!token) return null;
  try {
    const [member, state] = await Promise.all([
      readWithToken<StaffMemberPayload>(context, token, "/v2/staff/auth/me"),
      readWithToken<BoardStatePayload>(context, token, "/v2/staff/orders"),
    ]);
    return member && state ? { member, state } : null;
  } catch {
    return null;
  }
}

/** The board is one team's, drawn for a session: no cache may keep it. */
export const BOARD_PAGE_HEADERS = { "Cache-Control": "private, no-store", Vary: "Cookie" } as const;
