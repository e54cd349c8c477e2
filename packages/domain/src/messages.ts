/**
 * Every text of the domain that a customer may read, in French. The spec quotes some of them in
 * English ("Invalid tab", "Passwords do not match"); the English wording gives the meaning and the
 * French text below is what is shown. The storefront and the server reuse these constants instead
 * of writing their own copies.
 */
import type { Weekday } from "./schedule/weekly-hours.ts";

export const MESSAGES = {
  // Checkout (spec section 4 and 8)
  invalidTab: "Onglet invalide",
  requiredFields: "Veuillez remplir tous les champs obligatoires",
  addressTooFar: "L'adresse est trop éloignée du restaurant",
  paymentFailed: "Le paiement a échoué, veuillez réessayer",
  genericError: "Une erreur est survenue, veuillez réessayer",
  deliveryUnavailable: "La livraison n'est pas disponible pour le moment",
  noDeliveryZone: "Nous ne livrons pas encore à cette adresse",
  timeSlotRequired: "Veuillez choisir un créneau",
  temporarilyClosed: "Nous sommes temporairement fermés",
  // Accounts (spec section 5 and 8)
  passwordsDoNotMatch: "Les mots de passe ne correspondent pas",
  notLoggedIn: "Vous n'êtes pas connecté",
  passwordRequired: "Le mot de passe est obligatoire",
  // Coupons
  couponInvalid: "Ce code promo n'est pas valable",
  couponApplied: "Code promo appliqué",
  // Search
  searchTooShort: "Saisissez au moins 2 caractères",
  addressSearchTooShort: "Saisissez au moins 3 caractères",
} as const;

/** Names of the form fields, as they start a sentence ("Le prénom est obligatoire"). */
export const FIELD_LABELS = {
  first_name: "Le prénom",
  last_name: "Le nom",
  email: "L'adresse e-mail",
  phone: "Le numéro de téléphone",
  address: "L'adresse",
  city: "La ville",
  postal_code: "Le code postal",
  country: "Le pays",
  delivery_date: "La date",
  delivery_time_range: "Le créneau",
  method: "Le moyen de paiement",
  order_id: "Le numéro de commande",
  password: "Le mot de passe",
  password_confirmation: "La confirmation du mot de passe",
  otp: "Le code de vérification",
  tag_manager_id: "L'identifiant Google Tag Manager",
} as const;

export type FieldName = keyof typeof FIELD_LABELS;

/** The spec's default schema message "X is a required field". */
export function requiredFieldMessage(label: string): string {
  return `${label} est obligatoire`;
}

/** The spec's default schema message "N errors occurred". */
export function errorsOccurredMessage(count: number): string {
  return count === 1 ? "1 erreur est survenue" : `${count} erreurs sont survenues`;
}

export const VALIDATION_MESSAGES = {
  invalidEmail: "L'adresse e-mail n'est pas valide",
  invalidPhone: "Le numéro de téléphone n'est pas valide",
  invalidPostalCode: "Le code postal doit contenir 5 chiffres",
  invalidDate: "La date n'est pas valide",
  invalidPaymentMethod: "Choisissez un moyen de paiement",
  otpFormat: "Le code de vérification contient 6 chiffres",
} as const;

export function passwordTooShortMessage(minimum: number): string {
  return `Le mot de passe doit contenir au moins ${minimum} caractères`;
}

/** The spec's "is not a valid GTM-ID", with a suggestion when the id can be corrected. */
export function invalidTagManagerIdMessage(value: string, suggestion: string | null): string {
  const base = `« ${value} » n'est pas un identifiant Google Tag Manager valide`;
  return suggestion === null
    ? `${base}. Il commence par GTM- ou G- suivi de lettres majuscules ou de chiffres, par exemple GTM-ABC1234.`
    : `${base}. Vouliez-vous dire « ${suggestion} » ?`;
}

/** The spec's "The following items in your cart are not available at the selected time: {items}…". */
export function itemsUnavailableMessage(itemNames: readonly string[]): string {
  return (
    `Les articles suivants de votre panier ne sont pas disponibles à l'heure choisie : ${itemNames.join(", ")}. ` +
    "Veuillez choisir un autre horaire ou retirer ces articles."
  );
}

/** Why a chosen item cannot go in the cart as asked (product modal, server check). */
export const LINE_MESSAGES = {
  unknownItem: "Cet article n'est plus proposé",
  itemUnavailable: (name: string) => `${name} est épuisé pour le moment`,
  unknownChoice: "Ce choix n'est plus proposé",
  invalidQuantity: "La quantité doit être un nombre entier de 1 à 99",
  noteTooLong: (maxLength: number) => `La note ne peut pas dépasser ${maxLength} caractères`,
  tooFewChoices: (groupName: string, min: number) =>
    min === 1
      ? `${groupName} : choisissez au moins 1 option`
      : `${groupName} : choisissez au moins ${min} options`,
  tooManyChoices: (groupName: string, max: number) =>
    max === 1
      ? `${groupName} : choisissez 1 option au plus`
      : `${groupName} : choisissez ${max} options au plus`,
  choiceQuantityAboveMax: (choiceName: string, maxQuantity: number) =>
    `${choiceName} : ${maxQuantity} au plus`,
} as const;

/** Why an entered coupon is refused; amounts are formatted by the caller (formatEuros). */
export const COUPON_MESSAGES = {
  unknown: "Ce code promo n'existe pas",
  inactive: "Ce code promo n'est plus valable",
  notNow: "Ce code promo n'est pas valable à cette heure-ci",
  pickupOnly: "Ce code promo n'est valable que pour une commande à emporter",
  deliveryOnly: "Ce code promo n'est valable que pour une livraison",
  belowMinimum: (formattedMinimum: string) =>
    `Ce code promo est valable à partir de ${formattedMinimum} d'achat`,
} as const;

/** Delivery refusals, as the checkout shows them. */
export const DELIVERY_MESSAGES = {
  delivery_unavailable: MESSAGES.deliveryUnavailable,
  address_needed: "Indiquez votre adresse de livraison",
  no_zone: MESSAGES.noDeliveryZone,
  too_far: MESSAGES.addressTooFar,
} as const;

/** "Minimum de commande : 15,00 €" — the amount is formatted by the caller (formatEuros). */
export function minimumOrderMessage(formattedMinimum: string): string {
  return `Le minimum de commande pour la livraison est de ${formattedMinimum}`;
}

/** Item badges, in the spec's priority order: BOGO, "N % OFF", "N € OFF", "FREE ITEM", "OFFER". */
export const ITEM_BADGE_LABELS = {
  buyOneGetOne: "1 acheté = 1 offert",
  freeItem: "Article offert",
  offer: "Offre",
} as const;

export function percentageBadgeLabel(percent: number): string {
  return `-${String(percent).replace(".", ",")}\u00a0%`;
}

export function fixedAmountBadgeLabel(formattedAmount: string): string {
  return `-${formattedAmount}`;
}

/** Category badges, in the spec's priority order: BOGO, "% OFF", "$ OFF", "FREE", "OFFERS". */
export const CATEGORY_BADGE_LABELS = {
  buyOneGetOne: "1 acheté = 1 offert",
  percentage: "Remise en %",
  fixedAmount: "Remise en €",
  freeItem: "Article offert",
  offers: "Offres",
} as const;

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: "Lundi",
  tue: "Mardi",
  wed: "Mercredi",
  thu: "Jeudi",
  fri: "Vendredi",
  sat: "Samedi",
  sun: "Dimanche",
};

/** "Ouvre à 18:30" on the menu page while a menu is closed. */
export function opensAtMessage(clockTime: string): string {
  return `Ouvre à ${clockTime}`;
}
