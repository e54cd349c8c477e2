// The amount typed in the board's cash dialog, and what it shows to start with: loaded with the
// dialog, never in the board's first load.

/**
 * The amount a member of the team typed, in euros with a French comma ("12,50", "12.5", "12",
 * spaces ignored), as whole cents, read digit by digit (no float rounding); null when it is no
 * such amount (a third decimal, a sign, letters, nothing).
 */
export function centsOfEurosText(typed: string): number | null {
  const match = /^(\d{1,7})(?:[,.](\d{0,2}))?$/.exec(typed.replace(/\s/g, ""));
  if (!match) return null;
  const [, whole = "0", decimals = ""] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
}

/** A payload's euros (two decimals at most) as the field shows them to start with: "12,50". */
export function eurosText(euros: number): string {
  return euros.toFixed(2).replace(".", ",");
}

/** Cents as the field shows them to start with: "12,50". */
export function centsText(amount: number): string {
  return `${Math.floor(amount / 100)},${String(amount % 100).padStart(2, "0")}`;
}
