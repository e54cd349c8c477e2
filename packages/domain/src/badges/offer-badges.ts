import { categoryBadges, itemBadges } from "@comptoir/messages";
import { fixedAmountBadgeLabel, percentageBadgeLabel } from "../messages.ts";
import { cents } from "../money/cents.ts";
import { formatEuros } from "../money/format.ts";
import type { PublicOffer } from "../offers/offer.ts";

type BadgeKind = "buy_one_get_one" | "percentage" | "fixed_amount" | "free_item" | "offer";

export interface Badge {
  kind: BadgeKind;
  label: string;
}

/**
 * Does a public offer apply to an item (docs/product.md#badges)? Only an active one, and either its item
 * list holds the item, or its item list is empty and its categories hold the item's category.
 */
export function offerAppliesToItem(
  offer: PublicOffer,
  item: { id: string; categoryId: string | null },
): boolean {
  if (!offer.isActive) return false;
  if (offer.items.length > 0) return offer.items.includes(item.id);
  return item.categoryId !== null && offer.categories.includes(item.categoryId);
}

/** Does a public offer apply to a category: one of its items is in the item list, or the category is listed. */
export function offerAppliesToCategory(
  offer: PublicOffer,
  category: { id: string; itemIds: readonly string[] },
): boolean {
  if (!offer.isActive) return false;
  return category.itemIds.some((id) => offer.items.includes(id)) || offer.categories.includes(category.id);
}

function byType(offers: readonly PublicOffer[], type: PublicOffer["type"]): PublicOffer[] {
  return offers.filter((offer) => offer.type === type);
}

function largestValue(offers: readonly PublicOffer[]): number {
  return Math.max(...offers.map((offer) => offer.value));
}

/**
 * The badge of an item: buy-one-get-one first, then "-N %" (the largest), then "-N €" (the
 * largest), then "Article offert", otherwise "Offre"; null when no offer applies.
 */
export function itemBadge(
  offers: readonly PublicOffer[],
  item: { id: string; categoryId: string | null },
): Badge | null {
  const applicable = offers.filter((offer) => offerAppliesToItem(offer, item));
  if (applicable.length === 0) return null;
  if (byType(applicable, "buy_one_get_one").length > 0) {
    return { kind: "buy_one_get_one", label: itemBadges.buyOneGetOne };
  }
  const percentages = byType(applicable, "percentage");
  if (percentages.length > 0)
    return { kind: "percentage", label: percentageBadgeLabel(largestValue(percentages)) };
  const fixed = byType(applicable, "fixed_amount");
  if (fixed.length > 0) {
    return { kind: "fixed_amount", label: fixedAmountBadgeLabel(formatEuros(cents(largestValue(fixed)))) };
  }
  if (byType(applicable, "free_item").length > 0) return { kind: "free_item", label: itemBadges.freeItem };
  return { kind: "offer", label: itemBadges.offer };
}

/** The badge of a category, in the order buy-one-get-one, %, €, free item, otherwise "Offres". */
export function categoryBadge(
  offers: readonly PublicOffer[],
  category: { id: string; itemIds: readonly string[] },
): Badge | null {
  const applicable = offers.filter((offer) => offerAppliesToCategory(offer, category));
  if (applicable.length === 0) return null;
  const order: [PublicOffer["type"], BadgeKind, string][] = [
    ["buy_one_get_one", "buy_one_get_one", categoryBadges.buyOneGetOne],
    ["percentage", "percentage", categoryBadges.percentage],
    ["fixed_amount", "fixed_amount", categoryBadges.fixedAmount],
    ["free_item", "free_item", categoryBadges.freeItem],
  ];
  for (const [type, kind, label] of order) {
    if (byType(applicable, type).length > 0) return { kind, label };
  }
  return { kind: "offer", label: categoryBadges.offers };
}
