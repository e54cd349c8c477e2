/**
 * The password just typed on the signup or login page of a new account, kept in this tab's memory
 * only (never in the navigation's state, which the browser keeps in its history), for the code
 * page to send with the code: a new account's password comes with the code that confirms it
 * (ADR 029). A reload forgets it; the code page then asks for it.
 */
let pending: { email: string; password: string } | null = null;

const sameAddress = (email: string) => email.trim().toLowerCase();

export function rememberPassword(email: string, password: string): void {
  pending = { email: sameAddress(email), password };
}

/** The password remembered for this address, if any. */
export function passwordFor(email: string): string | undefined {
  return pending?.email === sameAddress(email) ? pending.password : undefined;
}
