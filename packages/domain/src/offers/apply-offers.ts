import type { CartLine, SelectedOption } from "../cart/cart-line.ts";
import { linePrice } from "../cart/cart-line.ts";
import type { MenuItem } from "../menu/menu.ts";
import { allocate } from "../money/allocate.ts";
import { type Cents, cents, ZERO } from "../money/cents.ts";
import { percentOf } from "../money/percent-of.ts";
import { isOfferApplicable, type OfferContext } from "./applicability.ts";
import type { Offer } from "./offer.ts";
import { offerTarget, targetIncludes } from "./targeting.ts";

/** A unit given at 0 € by an offer; it goes to the order's `free_items`. */
export interface FreeItem {
  offerId: string;
  reason: "buy_one_get_one" | "free_item";
  itemId: string;
  menuId: string;
  categoryId: string;
  name: string;
  options: SelectedOption[];
  note: string;
  quantity: number;
}

export interface OffersInput {
  lines: readonly CartLine[];
  /** The restaurant's items, to find the item a `free_item` offer gives. */
  menuItems: readonly MenuItem[];
  offers: readonly Offer[];
  context: Omit<OfferContext, "subtotal">;
}

/** One applied offer's part of the discount (0 for a free item, a free unit or free delivery). */
export interface OfferDiscount {
  offerId: string;
  amount: Cents;
}

export interface OffersOutcome {
  /** Line amounts (price × quantity) for the mode, in cart order. */
  lineAmounts: Cents[];
  /** Discount carried by each line, in cart order; never more than the line amount. */
  lineDiscounts: Cents[];
  subtotal: Cents;
  /** Sum of the line discounts; never more than the subtotal. */
  discount: Cents;
  freeItems: FreeItem[];
  freeDelivery: boolean;
  /** Ids of the offers that changed something, in the order of the offers list. */
  appliedOfferIds: string[];
  /**
   * What each applied offer took, in the order of `appliedOfferIds`: a percentage offer the sum of
   * the lines it was the best offer of, the fixed amount its one amount, the others 0. They add
   * up to `discount`.
   */
  offerDiscounts: OfferDiscount[];
}

type OfferOf<T extends Offer["type"]> = Extract<Offer, { type: T }>;

function isOfType<T extends Offer["type"]>(type: T) {
  return (offer: Offer): offer is OfferOf<T> => offer.type === type;
}

/**
 * The effects of the applicable offers on a cart (docs/product.md#offers):
 * - percentage: `value` % of each targeted line's amount (unit price with options × quantity),
 *   rounded half-up to the cent per line; when several percentage offers target a line, the best
 *   one counts (they do not stack, so no line is ever more than 100 % off);
 * - fixed_amount: the largest applicable one, never more than what is left of the subtotal after
 *   the percentage discounts, spread over the lines by largest remainder (so tax stays per line);
 * - buy_one_get_one: for every targeted unit bought, one more unit of the same line at 0 €;
 * - free_item: one unit of the offer's first targeted item, once per order;
 * - free_delivery: delivery becomes 0, once.
 * Fixed-amount and free-delivery offers that name menus, categories or items need one such line in
 * the cart; a free-item offer's targets only say which item is given.
 */
export function applyOffers(input: OffersInput): OffersOutcome {
  const { lines, context } = input;
  const priced = lines.map((line) => ({ line, amount: linePrice(line, context.mode), discount: ZERO }));
  const subtotal = cents(priced.reduce((sum, { amount }) => sum + amount, 0));
  const applicable = input.offers.filter((offer) => isOfferApplicable(offer, { ...context, subtotal }));
  const applied = new Set<string>();
  const taken = new Map<string, number>();
  const take = (offerId: string, amount: number) => taken.set(offerId, (taken.get(offerId) ?? 0) + amount);
  const touchesCart = (offer: Offer) => {
    const target = offerTarget(offer);
    return lines.some((line) => targetIncludes(target, line));
  };

  // Percentage: the best offer per line.
  const percentageOffers = applicable.filter(isOfType("percentage"));
  for (const entry of priced) {
    let best: OfferOf<"percentage"> | null = null;
    for (const offer of percentageOffers) {
      if (!targetIncludes(offerTarget(offer), entry.line)) continue;
      if (best === null || offer.value > best.value) best = offer;
    }
    if (best === null) continue;
    entry.discount = percentOf(entry.amount, Math.min(Math.max(best.value, 0), 100));
    if (entry.discount > 0) {
      applied.add(best.id);
      take(best.id, entry.discount);
    }
  }

  // Fixed amount: the largest applicable one, capped at what is left.
  let largestFixed: OfferOf<"fixed_amount"> | null = null;
  for (const offer of applicable.filter(isOfType("fixed_amount"))) {
    if (!touchesCart(offer)) continue;
    if (largestFixed === null || offer.value > largestFixed.value) largestFixed = offer;
  }
  if (largestFixed !== null) {
    const remaining = priced.map(({ amount, discount }) => amount - discount);
    const left = remaining.reduce((sum, amount) => sum + amount, 0);
    const fixed = cents(Math.min(Math.max(largestFixed.value, 0), left));
    if (fixed > 0) {
      const shares = allocate(fixed, remaining);
      // allocate gives one share per weight, so every line has its share.
      priced.forEach((entry, index) => {
        entry.discount = cents(entry.discount + (shares[index] as Cents));
      });
      applied.add(largestFixed.id);
      take(largestFixed.id, fixed);
    }
  }

  // Buy one get one: each targeted line once, whatever the number of such offers.
  const freeItems: FreeItem[] = [];
  const bogoOffers = applicable.filter(isOfType("buy_one_get_one"));
  for (const line of lines) {
    const offer = bogoOffers.find((candidate) => targetIncludes(offerTarget(candidate), line));
    if (!offer) continue;
    freeItems.push({
      offerId: offer.id,
      reason: "buy_one_get_one",
      itemId: line.itemId,
      menuId: line.menuId,
      categoryId: line.categoryId,
      name: line.name,
      options: line.options,
      note: line.note,
      quantity: line.quantity,
    });
    applied.add(offer.id);
  }

  // Free item: one unit of the first targeted item of each such offer, once per order.
  for (const offer of applicable.filter(isOfType("free_item"))) {
    const item = firstTargetedItem(offer, input.menuItems);
    if (!item) continue;
    freeItems.push({
      offerId: offer.id,
      reason: "free_item",
      itemId: item.id,
      menuId: item.menuId,
      categoryId: item.categoryId,
      name: item.name,
      options: [],
      note: "",
      quantity: 1,
    });
    applied.add(offer.id);
  }

  // Free delivery: once, from the first offer that grants it.
  const freeDeliveryOffer = applicable.filter(isOfType("free_delivery")).find(touchesCart);
  if (freeDeliveryOffer) applied.add(freeDeliveryOffer.id);

  // Once each, in the offers' order, even should two offers share an id: an offer's part of the
  // discount is counted once.
  const appliedOfferIds = [
    ...new Set(input.offers.filter((offer) => applied.has(offer.id)).map((offer) => offer.id)),
  ];
  return {
    lineAmounts: priced.map(({ amount }) => amount),
    lineDiscounts: priced.map(({ discount }) => discount),
    subtotal,
    discount: cents(priced.reduce((sum, { discount }) => sum + discount, 0)),
    freeItems,
    freeDelivery: freeDeliveryOffer !== undefined,
    appliedOfferIds,
    offerDiscounts: appliedOfferIds.map((offerId) => ({ offerId, amount: cents(taken.get(offerId) ?? 0) })),
  };
}

/**
 * The item a `free_item` offer gives: the first id of its item list when it targets items,
 * otherwise the first of the restaurant's items in its categories or menus. Null when none exists.
 */
export function firstTargetedItem(offer: Offer, menuItems: readonly MenuItem[]): MenuItem | null {
  const target = offerTarget(offer);
  if (target.kind === "items") {
    for (const id of target.ids) {
      const item = menuItems.find((candidate) => candidate.id === id);
      if (item) return item;
    }
    return null;
  }
  return (
    menuItems.find((item) =>
      targetIncludes(target, { itemId: item.id, categoryId: item.categoryId, menuId: item.menuId }),
    ) ?? null
  );
}
