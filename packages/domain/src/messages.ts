/**
 * The domain's texts that take values: each fills the `{placeholders}` of a text of the one French
 * catalogue, @comptoir/messages (its rule sections). Texts without values are read from the
 * catalogue's sections directly (`import { alerts } from "@comptoir/messages"`).
 */
import { alerts, type fieldLabels, fill, itemBadges, schedule, validation } from "@comptoir/messages";

/** A form field of the checkout, named by the catalogue's `fieldLabels`. */
export type FieldName = keyof typeof fieldLabels;

/** The spec's default schema message "X is a required field". */
export function requiredFieldMessage(label: string): string {
  return fill(validation.requiredField, { label });
}

/** "Le prénom ne peut pas dépasser 50 caractères". */
export function fieldTooLongMessage(label: string, max: number): string {
  return fill(validation.fieldTooLong, { label, max });
}

/** The spec's default schema message "N errors occurred". */
export function errorsOccurredMessage(count: number): string {
  return count === 1 ? validation.oneErrorOccurred : fill(validation.errorsOccurred, { count });
}

export function passwordTooShortMessage(minimum: number): string {
  return fill(validation.passwordTooShort, { minimum });
}

export function passwordTooLongMessage(maximum: number): string {
  return fill(validation.passwordTooLong, { maximum });
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

/** "Minimum de commande : 15,00 €" — the amount is formatted by the caller (formatEuros). */
export function minimumOrderMessage(formattedMinimum: string): string {
  return fill(alerts.minimumOrder, { amount: formattedMinimum });
}

/** The item badge "N % OFF", with a French decimal comma. */
export function percentageBadgeLabel(percent: number): string {
  return fill(itemBadges.percentage, { percent: String(percent).replace(".", ",") });
}

/** The item badge "N € OFF" — the amount is formatted by the caller (formatEuros). */
export function fixedAmountBadgeLabel(formattedAmount: string): string {
  return fill(itemBadges.fixedAmount, { amount: formattedAmount });
}

/** "Ouvre à 18:30" on the menu page while a menu is closed. */
export function opensAtMessage(clockTime: string): string {
  return fill(schedule.opensAt, { time: clockTime });
}
