import { readFileSync } from "node:fs";

/** The most common passwords, shipped beside this module (its NOTICE says where they come from). */
const COMMON_PASSWORDS_FILE = new URL("./common-passwords.txt", import.meta.url);

let common: Set<string> | undefined;

/**
 * Whether the password is one of the ~49,000 most common ones, whatever its case ("Password" is as
 * easy to guess as "password"). Server-side only: the list never reaches a browser bundle, the
 * pages show the server's message. Read once, on the first check.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(readFileSync(COMMON_PASSWORDS_FILE, "utf8").split("\n").filter(Boolean));
  return common.has(password.toLowerCase());
}
