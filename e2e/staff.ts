import { type APIRequestContext, expect, type Page } from "@playwright/test";

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

/** The owner's session the first login of this worker kept in the browser, put back on later pages. */
let ownerSession: string | null = null;

/**
 * `path` in the back office, signed in as the owner: through the login page the first time, then
 * with the session kept, as a tablet keeps it (the server allows 10 logins per address in 10 minutes).
 */
export async function openAsOwner(page: Page, path: string) {
  if (ownerSession) {
    await page.addInitScript((session) => localStorage.setItem("staff-session", session), ownerSession);
    await page.goto(path);
    return;
  }
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/connexion$/);
  await page.getByLabel(/^E-mail/).fill(E2E_OWNER.email);
  await page.getByLabel(/^Mot de passe/).fill(E2E_OWNER.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  ownerSession = await page.evaluate(() => localStorage.getItem("staff-session"));
  await page.goto(path);
}

/** A thing of the catalogue's draft, as `GET /v2/staff/catalogue/draft` gives it. */
export interface DraftThing {
  ref: string;
  kind: string;
  key: string;
  revision: number;
  value: Record<string, unknown>;
}

/** The draft's things, read as the owner. */
export async function draftThings(request: APIRequestContext): Promise<DraftThing[]> {
  const answer = await request.get("/v2/staff/catalogue/draft", {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { payload: { things: DraftThing[] } }).payload.things;
}
