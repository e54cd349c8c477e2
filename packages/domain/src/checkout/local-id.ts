/**
 * The browser's key of one order (`local_id`): it makes placing the order idempotent and is what
 * lets the browser that placed it, and nobody else, read it back and pay it. So it must be a
 * secret nobody guesses: 16 to 64 letters, digits, `-` or `_` (a `crypto.randomUUID()`, or 16
 * random bytes in base64url as the storefront makes them), with at least 8 different characters,
 * which every random key has and `0000000000000000` or `abababab…` have not. The server's
 * contract and the storefront's own checks of what it stored use this one rule.
 */
const LOCAL_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const LOCAL_ID_MIN_DISTINCT_CHARACTERS = 8;

export function isValidLocalId(value: unknown): value is string {
  return (
    typeof value === "string" &&
    LOCAL_ID_PATTERN.test(value) &&
    new Set(value).size >= LOCAL_ID_MIN_DISTINCT_CHARACTERS
  );
}

/** A new key: 16 random bytes (128 bits) in base64url, 22 characters. */
export function newLocalId(randomBytes: (bytes: Uint8Array<ArrayBuffer>) => void): string {
  const bytes = new Uint8Array(16);
  randomBytes(bytes);
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
