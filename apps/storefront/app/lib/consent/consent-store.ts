import {
  CONSENT_GIVEN_AT_KEY,
  CONSENT_KEY,
  type ConsentChoice,
  consentAt,
  storedConsent,
} from "./consent-choice.ts";

/** The visitor's choice in local storage, shared by the dialog and the tag's loader. */

const choiceListeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (some private modes): every page asks again, which is the safe side.
    return null;
  }
}

/** The choice that holds now, or null when the visitor must be asked. */
export function readConsent(now = new Date()): ConsentChoice | null {
  const stored = storage();
  return consentAt(stored?.getItem(CONSENT_KEY) ?? null, stored?.getItem(CONSENT_GIVEN_AT_KEY) ?? null, now);
}

export function saveConsent(choice: ConsentChoice, now = new Date()): void {
  const { value, givenAt } = storedConsent(choice, now);
  try {
    storage()?.setItem(CONSENT_KEY, value);
    storage()?.setItem(CONSENT_GIVEN_AT_KEY, givenAt);
  } catch {
    // A full or refused storage: the choice holds for this page only.
  }
  for (const listener of choiceListeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}
