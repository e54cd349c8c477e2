/**
 * What the visitor said about audience measurement, as the browser keeps it (docs/product.md#consent:
 * `cookie-consent` is 'true' or 'false'), and how long it holds: six months, the CNIL's
 * recommendation, for a refusal as for an acceptance; then the question comes back (ADR 037).
 */

export const CONSENT_KEY = "cookie-consent";
/** When the choice was made (ISO instant): the choice expires six months later. */
export const CONSENT_GIVEN_AT_KEY = "cookie-consent-date";
const CONSENT_LIFETIME_MONTHS = 6;

export type ConsentChoice = "accepted" | "refused";

/** The instant a choice made at `givenAt` stops counting. */
function consentExpiry(givenAt: Date): Date {
  const expiry = new Date(givenAt.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_LIFETIME_MONTHS);
  return expiry;
}

/**
 * The choice that holds at `now`, or null when the visitor must be asked: nothing stored, a value
 * other than 'true' or 'false', no date or an unreadable one (a choice whose age is unknown may be
 * years old), a date in the future (a clock set back), or a choice older than six months.
 */
export function consentAt(value: string | null, givenAt: string | null, now: Date): ConsentChoice | null {
  if (value !== "true" && value !== "false") return null;
  if (!givenAt) return null;
  const given = new Date(givenAt);
  if (Number.isNaN(given.getTime()) || given > now) return null;
  if (now >= consentExpiry(given)) return null;
  return value === "true" ? "accepted" : "refused";
}

/** The two stored values for a choice made at `now`. */
export function storedConsent(choice: ConsentChoice, now: Date): { value: string; givenAt: string } {
  return { value: choice === "accepted" ? "true" : "false", givenAt: now.toISOString() };
}
