import type { ConsentChoice } from "./consent-choice.ts";

/** The question waits one second after the page is interactive (docs/product.md#consent). */
const CONSENT_QUESTION_DELAY_MS = 1000;

/**
 * Whether to ask: only when there is something to consent to (a tag manager this page may load)
 * and no choice holds. Without a tag, the site sets only trackers the law exempts from consent.
 */
export function shouldAskConsent(tagId: string | null, choice: ConsentChoice | null): boolean {
  return tagId !== null && choice === null;
}

/** Calls `ask` one second from now; the returned function cancels it (the page went away). */
export function askAfterDelay(ask: () => void): () => void {
  const timer = setTimeout(ask, CONSENT_QUESTION_DELAY_MS);
  return () => clearTimeout(timer);
}
