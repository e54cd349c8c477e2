import { type LineRequest, MAX_LINE_QUANTITY, MAX_NOTE_LENGTH } from "@comptoir/domain";

/**
 * A copy of the cart's lines in a cookie, sent only with the checkout's page (ADR 073), so that the
 * server can draw the checkout of a page opened cold (a reload, a link) instead of a skeleton.
 * Only what a line asks for travels: the item, its choices, quantities and note; never a price
 * (the page prices the lines from the catalogue) and never the customer's details.
 */
export const CART_COOKIE = "cart";

/** Thirty days: about as long as a cart is worth keeping; local storage keeps the cart itself. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The longest value written, in characters: browsers keep at least 4,096 bytes per cookie, name
 * and attributes included. A longer cart gets no copy but `BROWSER_ONLY`, and the checkout is
 * drawn in the browser.
 */
export const MAX_CART_COOKIE_LENGTH = 3500;

/** More lines than a real meal: the copy is refused beyond, whatever its length. */
export const MAX_CART_COOKIE_LINES = 40;

const MAX_ID_LENGTH = 64;
const MAX_OPTIONS = 40;

/** The format's mark: a copy written by another version is simply ignored. */
const VERSION = "1";

/**
 * The value kept for a cart beyond the copy's bounds: the server then knows there is a cart it
 * cannot draw, where no cookie at all means an empty cart (ADR 090). Never read as lines.
 */
const BROWSER_ONLY = `${VERSION}.-`;

/** One line, compact: `[itemId, quantity, [[groupId, choiceId, quantity]…], note]`. */
type CookieLine = [string, number, [string, string, number][], string];

/**
 * The cookie's value for these lines: their copy, `BROWSER_ONLY` when it would be too long, null
 * when there is nothing to keep (the cookie is then deleted).
 */
export function encodeCartCookie(lines: readonly LineRequest[]): string | null {
  if (lines.length === 0) return null;
  if (lines.length > MAX_CART_COOKIE_LINES) return BROWSER_ONLY;
  const compact: CookieLine[] = lines.map((line) => [
    line.itemId,
    line.quantity,
    line.options.map((option) => [option.groupId, option.choiceId, option.quantity]),
    line.note,
  ]);
  const value = `${VERSION}.${encodeURIComponent(JSON.stringify(compact))}`;
  return value.length <= MAX_CART_COOKIE_LENGTH ? value : BROWSER_ONLY;
}

function isId(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= MAX_ID_LENGTH;
}

function isCount(value: unknown, most: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= most;
}

function lineRequestOf(value: unknown): LineRequest | null {
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [itemId, quantity, options, note] = value as unknown[];
  if (!isId(itemId) || !isCount(quantity, MAX_LINE_QUANTITY)) return null;
  if (typeof note !== "string" || note.length > MAX_NOTE_LENGTH) return null;
  if (!Array.isArray(options) || options.length > MAX_OPTIONS) return null;
  const requested = [];
  for (const option of options as unknown[]) {
    if (!Array.isArray(option) || option.length !== 3) return null;
    const [groupId, choiceId, count] = option as unknown[];
    if (!isId(groupId) || !isId(choiceId) || !isCount(count, MAX_LINE_QUANTITY)) return null;
    requested.push({ groupId, choiceId, quantity: count });
  }
  return { itemId, quantity, options: requested, note };
}

/**
 * The lines a cookie's value asks for, or null: not ours, too long, another version, bad JSON, or
 * any line not of the expected shape and bounds (the whole copy is then ignored, never half read).
 */
export function decodeCartCookie(value: string): LineRequest[] | null {
  if (value === BROWSER_ONLY) return null;
  if (value.length > MAX_CART_COOKIE_LENGTH || !value.startsWith(`${VERSION}.`)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value.slice(VERSION.length + 1)));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_CART_COOKIE_LINES) return null;
  const lines: LineRequest[] = [];
  for (const line of parsed as unknown[]) {
    const request = lineRequestOf(line);
    if (!request) return null;
    lines.push(request);
  }
  return lines;
}

/**
 * What a request's `Cookie` header says of the cart: the copy's lines; none (`[]`) when it carries
 * no copy, since every change of the cart keeps the copy and an empty cart deletes it (ADR 090);
 * null when the copy cannot be read, or the cart is beyond the copy's bounds (`BROWSER_ONLY`).
 */
export function cartFromCookieHeader(header: string | null): LineRequest[] | null {
  for (const pair of header?.split(";") ?? []) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== CART_COOKIE) continue;
    return decodeCartCookie(pair.slice(at + 1).trim());
  }
  return [];
}

/**
 * The `document.cookie` assignments that keep the copy for each checkout path (`/checkout`, and
 * `/fr/checkout`…): the cookie goes with the checkout's page and nothing else, so `/menu`'s
 * anonymous page cache (ADR 026) never sees it. No lines: the copy is deleted.
 */
export function cartCookieWrites(
  lines: readonly LineRequest[],
  checkoutPaths: readonly string[],
  secure: boolean,
): string[] {
  const value = encodeCartCookie(lines);
  const lifetime = value === null ? "Max-Age=0" : `Max-Age=${MAX_AGE_SECONDS}`;
  return checkoutPaths.map(
    (path) =>
      `${CART_COOKIE}=${value ?? ""}; Path=${path}; ${lifetime}; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}
