import {
  CONSENT_GIVEN_AT_KEY,
  CONSENT_KEY,
  type ConsentChoice,
  consentAt,
  storedConsent,
} from "./consent-choice.ts";

/**
 * The visitor's choice in local storage, and the one way to ask for the question again (the
 * footer's "Gérer les cookies" button, which lives in another chunk than the dialog).
 */

const choiceListeners = new Set<() => void>();
const questionListeners = new Set<() => void>();
/** A request made before the dialog's chunk listened: it is answered when it does. */
let questionPending = false;

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

/** Asks for the consent dialog (the footer's button). */
export function requestConsentQuestion(): void {
  if (questionListeners.size === 0) questionPending = true;
  for (const listener of questionListeners) listener();
}

export function onConsentQuestionRequested(listener: () => void): () => void {
  questionListeners.add(listener);
  if (questionPending) {
    questionPending = false;
    listener();
  }
  return () => questionListeners.delete(listener);
}
