import type { SessionPayload, UserPayload } from "@comptoir/contracts";
import { createPersistedStore } from "./persisted-store.ts";

/**
 * The customer's session (docs/product.md#accounts: "token and user persisted; logout clears them"),
 * kept in local storage under `auth`: `{ "token": "…", "user": { id, email, … } }`, or nothing for
 * a visitor. The header reads it on every page, so this module stays tiny: no zod, no calls.
 */
export type Session = SessionPayload;

export const AUTH_STORAGE_KEY = "auth";

function isUser(value: unknown): value is UserPayload {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === "number" &&
    typeof user.email === "string" &&
    typeof user.first_name === "string" &&
    typeof user.last_name === "string" &&
    typeof user.phone === "string"
  );
}

/** A stored session, or null when it is missing or not one (an old or tampered value). */
export function parseSession(stored: unknown): Session | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { token, user } = stored as Record<string, unknown>;
  if (typeof token !== "string" || token === "" || !isUser(user)) return null;
  const address = (user as { address?: unknown }).address;
  const savedAddress =
    typeof address === "object" && address !== null ? (address as UserPayload["address"]) : null;
  return { token, user: { ...user, address: savedAddress } };
}

export const authStore = createPersistedStore<Session | null>(AUTH_STORAGE_KEY, null, parseSession);

/** The session in a component: null for a visitor, on the server and while hydrating. */
export function useSession(): Session | null {
  return authStore.use();
}

export function logIn(session: Session): void {
  authStore.set(session);
}

/** Spec: logout clears the token and the user. */
export function forgetSession(): void {
  authStore.set(null);
  try {
    globalThis.localStorage?.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Forbidden storage: the session is gone from the page all the same.
  }
}

/** The user as the server last gave it (after a profile change), keeping the token. */
export function userChanged(user: UserPayload): void {
  authStore.set((current) => (current ? { ...current, user } : current));
}
