import {
  catalogueServices,
  fill,
  offerTypeNames,
  catalogueChangeTexts as t,
  weekdays,
} from "@comptoir/messages";
import type { CatalogueChange } from "../catalogue-review.ts";
import { describeEuros, describePercent } from "../catalogue-wording.ts";
import type { RestaurantFile } from "../restaurant-file.ts";
import {
  type FieldRule,
  flagRule,
  linesOf,
  list,
  type Offer,
  orderChanged,
  orderLine,
  type Places,
  placesOf,
  textRule,
  valueRule,
} from "./field-rules.ts";

/** The offers' lines: an offer is named by its code when it has one. */

function describeOfferValue(offer: Offer): string {
  if (offer.type === "percentage") return describePercent(offer.value);
  if (offer.type === "fixed_amount") return describeEuros(offer.value);
  return t.nothing;
}

function describeWindow(offer: Offer): string {
  const days =
    offer.days.length > 0 ? offer.days.map((day) => weekdays[day].toLowerCase()).join(", ") : t.offerAllDays;
  const hours =
    offer.allow_repeat && offer.start && offer.end && offer.start !== offer.end
      ? `${offer.start}–${offer.end}`
      : t.offerAllDay;
  return `${days}, ${hours}`;
}

function targetRule(
  label: string,
  pick: (offer: Offer) => string[],
  nameOf: (key: string) => string,
): FieldRule<Offer> {
  return valueRule(fill(t.offerTargets, { label }), (offer) => pick(offer).map(nameOf), list);
}

function offerRules(before: Places, after: Places): FieldRule<Offer>[] {
  const nameOf = (find: (places: Places) => string | undefined, key: string) =>
    find(after) ?? find(before) ?? key;
  return [
    valueRule(
      t.offerType,
      (offer) => offer.type,
      (type) => offerTypeNames[type],
    ),
    valueRule(t.offerValue, describeOfferValue, (shown) => shown),
    valueRule(
      t.offerCode,
      (offer) => offer.code,
      (code) => code ?? t.nothing,
    ),
    valueRule(t.offerMinimum, (offer) => offer.minimum_amount, describeEuros),
    flagRule((offer) => offer.is_active, t.offerActivated, t.offerDeactivated),
    flagRule((offer) => offer.auto_apply, t.offerAutomatic, t.offerNotAutomatic),
    flagRule((offer) => offer.first_order, t.offerFirstOrder, t.offerNotFirstOrder),
    valueRule(t.offerWindow, describeWindow, (shown) => shown),
    valueRule(
      t.offerService,
      (offer) => offer.delivery_pickup,
      (service) => catalogueServices[service],
    ),
    textRule((offer) => offer.description, t.descriptionChanged),
    targetRule(
      t.offerTargetMenus,
      (offer) => offer.menus,
      (key) => nameOf((places) => places.menus.get(key)?.name, key),
    ),
    targetRule(
      t.offerTargetCategories,
      (offer) => offer.categories,
      (key) => nameOf((places) => places.categories.get(key)?.category.name, key),
    ),
    targetRule(
      t.offerTargetItems,
      (offer) => offer.items,
      (key) => nameOf((places) => places.items.get(key)?.item.name, key),
    ),
  ];
}

export function offersChanges(before: RestaurantFile, after: RestaurantFile): CatalogueChange[] {
  const rules = offerRules(placesOf(before), placesOf(after));
  const previous = new Map(before.offers.map((offer) => [offer.key, offer]));
  const kept = new Set(after.offers.map((offer) => offer.key));
  const lines = after.offers.flatMap((offer) => {
    const ref = `offer:${offer.key}`;
    const was = previous.get(offer.key);
    if (!was) return [{ ref, text: fill(t.newOffer, { name: offer.name }) }];
    const renamed =
      was.name === offer.name
        ? []
        : [{ ref, text: fill(t.offerRenamed, { before: was.name, after: offer.name }) }];
    return [
      ...renamed,
      ...linesOf(ref, fill(t.offer, { name: offer.code ?? offer.name }), was, offer, rules),
    ];
  });
  const removed = before.offers
    .filter((offer) => !kept.has(offer.key))
    .map((offer) => ({ ref: `offer:${offer.key}`, text: fill(t.offerRemoved, { name: offer.name }) }));
  const first = after.offers[0];
  const order =
    first &&
    orderChanged(
      before.offers.map((offer) => offer.key),
      after.offers.map((offer) => offer.key),
    )
      ? [orderLine(`offer:${first.key}`, t.offers, t.offersChildren)]
      : [];
  return [...lines, ...removed, ...order];
}
