import { type APIRequestContext, expect } from "@playwright/test";

/**
 * The owner the browser tests' server starts with: playwright.config.ts runs
 * `staff:create` with these before the server (the README's first-owner command).
 */
export const E2E_OWNER = {
  email: "gerante@piment-rouge.test",
  name: "Nadia",
  password: "harissa-du-tableau",
};

/**
 * The owner's session for this worker's API calls: logged in once, as the board does, and kept (the
 * server allows 10 logins per address in 10 minutes, and the whole run is one address).
 */
let ownerToken: string | null = null;

/** Logs the owner in through the API once per worker; returns the session token. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  if (ownerToken) return ownerToken;
  const answer = await request.post("/v2/staff/auth/login", {
    data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
  });
  expect(answer.status()).toBe(200);
  ownerToken = ((await answer.json()) as { payload: { token: string } }).payload.token;
  return ownerToken;
}

/** Marks a dish available, "sold_out" or "hidden", as the board does. */
export async function setItemState(
  request: APIRequestContext,
  token: string,
  itemId: number | string,
  state: "available" | "sold_out" | "hidden",
) {
  const answer = await request.put(`/v2/staff/availability/items/${itemId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { state },
  });
  expect(answer.status()).toBe(200);
}

/** Pauses all ordering or delivery until `until` (ISO 8601), or ends the pause (null). */
export async function setPause(
  request: APIRequestContext,
  token: string,
  pause: { scope: "ordering" | "delivery"; until: string | null; reason?: string },
) {
  const answer = await request.put("/v2/staff/pause", {
    headers: { Authorization: `Bearer ${token}` },
    data: pause,
  });
  expect(answer.status()).toBe(200);
}
