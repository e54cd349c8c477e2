import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
 * The owner's session of this run, logged in once through the API and kept in a file that every
 * worker reads (each project runs in a worker of its own, and a failed test starts a new one): the
 * server allows 10 logins per address in 10 minutes, and the whole run is one address. The file is
 * named after the run (playwright.config.ts sets `E2E_RUN`), so a run never reads another's.
 */
const OWNER_SESSION_FILE = join(tmpdir(), `comptoir-e2e-owner-${process.env.E2E_RUN ?? "single"}.json`);

/**
 * A login's password opens publishing, restoring and payments for 15 minutes (ADR 051): the run's
 * session is renewed after 10, so a slow machine's long run never meets the question unasked.
 */
const OWNER_SESSION_RENEWED_AFTER_MS = 10 * 60_000;

/** The owner's session as the back office keeps it in the browser (`staff-session`), JSON. */
export async function ownerSession(request: APIRequestContext): Promise<string> {
  if (existsSync(OWNER_SESSION_FILE)) {
    const kept = JSON.parse(readFileSync(OWNER_SESSION_FILE, "utf8")) as { session: string; at: number };
    if (Date.now() - kept.at < OWNER_SESSION_RENEWED_AFTER_MS) return kept.session;
  }
  const answer = await request.post("/v2/staff/auth/login", {
    data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
  });
  expect(answer.status()).toBe(200);
  const session = JSON.stringify(((await answer.json()) as { payload: unknown }).payload);
  writeFileSync(OWNER_SESSION_FILE, JSON.stringify({ session, at: Date.now() }));
  return session;
}

/** The owner's session token, for API calls. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  return (JSON.parse(await ownerSession(request)) as { token: string }).token;
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

/** `path` in the back office, signed in as the owner: the run's session put in the browser, as a tablet keeps it. */
export async function openAsOwner(page: Page, path: string) {
  const session = await ownerSession(page.request);
  await page.addInitScript((kept) => localStorage.setItem("staff-session", kept), session);
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
