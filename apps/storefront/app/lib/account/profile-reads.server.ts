import type { OrdersPagePayload, UserPayload } from "@comptoir/contracts";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../api-context.ts";
import { tokenFromCookieHeader } from "./session-cookie.ts";

/**
 * The profile's reads on the server, with the session's cookie copy (ADR 079): the same calls the
 * browser makes, in-process, with the token as `Authorization: Bearer`. No copy, a token the server
 * no longer knows, or any failure: null, and the page is drawn as before (its frame and a
 * skeleton, then the section in the browser). Never a 500: a profile page does well without them.
 */
async function readWithSession<T>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: string,
): Promise<T | null> {
  const token = tokenFromCookieHeader(request.headers.get("Cookie"));
  if (!token) return null;
  try {
    const response = await context.get(apiContext)(path, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) return null;
    return ((await response.json()) as { payload: T }).payload;
  } catch {
    return null;
  }
}

/** The customer the request's cookie copy names, or null. */
export const readSignedInUser = (context: Readonly<RouterContextProvider>, request: Request) =>
  readWithSession<UserPayload>(context, request, "/v2/public/auth/profile");

/** One page of that customer's orders (20 a page, as the section asks in the browser), or null. */
export const readOrdersPage = (context: Readonly<RouterContextProvider>, request: Request, page: number) =>
  readWithSession<OrdersPagePayload>(context, request, `/v2/public/auth/orders?page=${page}&limit=20`);

/**
 * The profile's pages are one person's: no cache may keep them, and what is drawn depends on the
 * cookie's copy. Given to every profile section (the container's `headers`).
 */
export const PROFILE_PAGE_HEADERS = { "Cache-Control": "private, no-store", Vary: "Cookie" } as const;
