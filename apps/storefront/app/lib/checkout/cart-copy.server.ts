import { type LineRequest, lineFromMenu, type MenuItem, mergeLines } from "@comptoir/domain";
import type { CartState } from "../cart-state.ts";

/**
 * The cart the cookie's copy asks for, built from this page's menu like a stored cart is priced
 * again (`repriceCart`): its prices and names are the catalogue's, a line no longer offered is left
 * out. Null when nothing is left: the page then waits for the browser's cart, as without a copy.
 * The same on the server and while hydrating, since both build it from the same loader data.
 */
export function cartFromCopy(
  items: readonly MenuItem[],
  copy: readonly LineRequest[] | null,
): CartState | null {
  if (!copy) return null;
  const lines = copy.flatMap((request) => {
    const result = lineFromMenu(items, request);
    return result.ok ? [result.line] : [];
  });
  return lines.length > 0 ? { lines: mergeLines(lines), coupon: null } : null;
}
