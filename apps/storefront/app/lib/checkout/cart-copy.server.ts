import { type LineRequest, lineFromMenu, type MenuItem, mergeLines } from "@comptoir/domain";
import type { CartState } from "../cart-state.ts";

/**
 * The cart the cookie's copy asks for, built by the checkout's loader from the catalogue like a
 * stored cart is priced again (`repriceCart`): its prices and names are the catalogue's, a line no
 * longer offered is left out. Null when nothing is left: the page then waits for the browser's
 * cart, as without a copy. The page hydrates with this very cart (the loader's data).
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
