/**
 * The domain's texts come from the one French catalogue, @comptoir/messages (its rule sections).
 * This file keeps the names the domain, the server and the storefront already use, and fills the
 * catalogue's `{placeholders}` for the texts that take values.
 */
import {
  alerts,
  cartLine,
  categoryBadges,
  coupon,
  delivery,
  fieldLabels,
  fill,
  itemBadges,
  schedule,
  validation,
  weekdays,
} from "@comptoir/messages";
import type { Weekday } from "./schedule/weekly-hours.ts";

export const MESSAGES = alerts;

/** Names of the form fields, as they start a sentence ("Le prénom est obligatoire"). */
export const FIELD_LABELS = fieldLabels;

export type FieldName = keyof typeof FIELD_LABELS;

/** The spec's default schema message "X is a required field". */
export function requiredFieldMessage(label: string): string {
  return fill(validation.requiredField, { label });
}

/** The spec's default schema message "N errors occurred". */
export function errorsOccurredMessage(count: number): string {
  return count === 1 ? validation.oneErrorOccurred : fill(validation.errorsOccurred, { count });
}

export const VALIDATION_MESSAGES = validation;

export function passwordTooShortMessage(minimum: number): string {
  return fill(validation.passwordTooShort, { minimum });
}

/** The spec's "is not a valid GTM-ID", with a suggestion when the id can be corrected. */
export function invalidTagManagerIdMessage(value: string, suggestion: string | null): string {
  return suggestion === null
    ? fill(validation.invalidTagManagerId, { value })
    : fill(validation.invalidTagManagerIdSuggestion, { value, suggestion });
}

/** The spec's "The following items in your cart are not available at the selected time: {items}…". */
export function itemsUnavailableMessage(itemNames: readonly string[]): string {
  return fill(alerts.itemsUnavailable, { items: itemNames.join(", ") });
}

/** Why a chosen item cannot go in the cart as asked (product modal, server check). */
export const LINE_MESSAGES = {
  unknownItem: cartLine.unknownItem,
  itemUnavailable: (name: string) => fill(cartLine.itemUnavailable, { name }),
  unknownChoice: cartLine.unknownChoice,
  invalidQuantity: cartLine.invalidQuantity,
  noteTooLong: (maxLength: number) => fill(cartLine.noteTooLong, { maxLength }),
  tooFewChoices: (group: string, min: number) =>
    fill(min === 1 ? cartLine.tooFewChoicesOne : cartLine.tooFewChoices, { group, min }),
  tooManyChoices: (group: string, max: number) =>
    fill(max === 1 ? cartLine.tooManyChoicesOne : cartLine.tooManyChoices, { group, max }),
  choiceQuantityAboveMax: (choice: string, max: number) =>
    fill(cartLine.choiceQuantityAboveMax, { choice, max }),
} as const;

/** Why an entered coupon is refused; amounts are formatted by the caller (formatEuros). */
export const COUPON_MESSAGES = {
  unknown: coupon.unknown,
  inactive: coupon.inactive,
  notNow: coupon.notNow,
  pickupOnly: coupon.pickupOnly,
  deliveryOnly: coupon.deliveryOnly,
  belowMinimum: (formattedMinimum: string) => fill(coupon.belowMinimum, { amount: formattedMinimum }),
} as const;

/** Delivery refusals, as the checkout shows them. */
export const DELIVERY_MESSAGES = delivery;

/** "Minimum de commande : 15,00 €" — the amount is formatted by the caller (formatEuros). */
export function minimumOrderMessage(formattedMinimum: string): string {
  return fill(alerts.minimumOrder, { amount: formattedMinimum });
}

/** Item badges, in the spec's priority order: BOGO, "N % OFF", "N € OFF", "FREE ITEM", "OFFER". */
export const ITEM_BADGE_LABELS = {
  buyOneGetOne: itemBadges.buyOneGetOne,
  freeItem: itemBadges.freeItem,
  offer: itemBadges.offer,
} as const;

export function percentageBadgeLabel(percent: number): string {
  return fill(itemBadges.percentage, { percent: String(percent).replace(".", ",") });
}

export function fixedAmountBadgeLabel(formattedAmount: string): string {
  return fill(itemBadges.fixedAmount, { amount: formattedAmount });
}

/** Category badges, in the spec's priority order: BOGO, "% OFF", "$ OFF", "FREE", "OFFERS". */
export const CATEGORY_BADGE_LABELS = categoryBadges;

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = weekdays;

/** "Ouvre à 18:30" on the menu page while a menu is closed. */
export function opensAtMessage(clockTime: string): string {
  return fill(schedule.opensAt, { time: clockTime });
}
