// Texts of the restaurant's rules (packages/domain): what the cart, the offers, delivery and the
// forms say when something is refused. The spec quotes some of them in English ("Invalid tab",
// "Passwords do not match"); the English wording gives the meaning, the French text is shown.
// `{name}` placeholders are filled with `fill`; amounts arrive already formatted (formatEuros).

/** General checkout and account texts (docs/product.md#checkout, #forms, #accounts). */
export const alerts = {
  invalidTab: "Onglet invalide",
  requiredFields: "Veuillez remplir tous les champs obligatoires",
  addressTooFar: "L'adresse est trop éloignée du restaurant",
  paymentFailed: "Le paiement a échoué, merci de réessayer.",
  genericError: "Une erreur est survenue, veuillez réessayer",
  deliveryUnavailable: "La livraison n'est pas disponible pour le moment",
  noDeliveryZone: "Nous ne livrons pas encore à cette adresse",
  timeSlotRequired: "Veuillez choisir un créneau",
  temporarilyClosed: "Nous sommes temporairement fermés",
  passwordsDoNotMatch: "Les mots de passe ne correspondent pas",
  notLoggedIn: "Vous n'êtes pas connecté",
  passwordRequired: "Le mot de passe est obligatoire",
  couponInvalid: "Ce code promo n'est pas valable",
  couponApplied: "Code promo appliqué",
  searchTooShort: "Saisissez au moins 2 caractères",
  addressSearchTooShort: "Saisissez au moins 3 caractères",
  /** "Minimum de commande : 15,00 €". */
  minimumOrder: "Le minimum de commande pour la livraison est de {amount}",
  /** The spec's "The following items in your cart are not available at the selected time: {items}…". */
  itemsUnavailable:
    "Les articles suivants de votre panier ne sont pas disponibles à l'heure choisie : {items}. Veuillez choisir un autre horaire ou retirer ces articles.",
} as const;

/** Names of the form fields, as they start a sentence ("Le prénom est obligatoire"). */
export const fieldLabels = {
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

/** What the customer forms say (checkout details, account, settings). */
export const validation = {
  /** The spec's default schema message "X is a required field". */
  requiredField: "{label} est obligatoire",
  /** A text past its longest length (checkout form, order payload). */
  fieldTooLong: "{label} ne peut pas dépasser {max} caractères",
  /** The spec's default schema message "N errors occurred". */
  oneErrorOccurred: "1 erreur est survenue",
  errorsOccurred: "{count} erreurs sont survenues",
  invalidEmail: "L'adresse e-mail n'est pas valide",
  invalidPhone: "Le numéro de téléphone n'est pas valide",
  invalidPostalCode: "Le code postal doit contenir 5 chiffres",
  invalidDate: "La date n'est pas valide",
  invalidPaymentMethod: "Choisissez un moyen de paiement",
  otpFormat: "Le code de vérification contient 6 chiffres",
  passwordTooShort: "Le mot de passe doit contenir au moins {minimum} caractères",
  passwordTooLong: "Le mot de passe ne peut pas dépasser {maximum} caractères",
  /** The spec's "is not a valid GTM-ID", with a suggestion when the id can be corrected. */
  invalidTagManagerId:
    "« {value} » n'est pas un identifiant Google Tag Manager valide. Il commence par GTM- ou G- suivi de lettres majuscules ou de chiffres, par exemple GTM-ABC1234.",
  invalidTagManagerIdSuggestion:
    "« {value} » n'est pas un identifiant Google Tag Manager valide. Vouliez-vous dire « {suggestion} » ?",
} as const;

/** Why a chosen item cannot go in the cart as asked (product sheet, server check). */
export const cartLine = {
  unknownItem: "Cet article n'est plus proposé",
  itemUnavailable: "{name} est épuisé pour le moment",
  unknownChoice: "Ce choix n'est plus proposé",
  choiceUnavailable: "{choice} est épuisé pour le moment",
  invalidQuantity: "La quantité doit être un nombre entier de 1 à 99",
  noteTooLong: "La note ne peut pas dépasser {maxLength} caractères",
  tooFewChoicesOne: "{group} : choisissez au moins 1 option",
  tooFewChoices: "{group} : choisissez au moins {min} options",
  tooManyChoicesOne: "{group} : choisissez 1 option au plus",
  tooManyChoices: "{group} : choisissez {max} options au plus",
  choiceQuantityAboveMax: "{choice} : {max} au plus",
} as const;

/** Why an entered coupon is refused. */
export const coupon = {
  unknown: "Ce code promo n'existe pas",
  inactive: "Ce code promo n'est plus valable",
  notNow: "Ce code promo n'est pas valable à cette heure-ci",
  pickupOnly: "Ce code promo n'est valable que pour une commande à emporter",
  deliveryOnly: "Ce code promo n'est valable que pour une livraison",
  belowMinimum: "Ce code promo est valable à partir de {amount} d'achat",
  needsAccount: "Cette offre de bienvenue demande un compte : connectez-vous ou créez-en un",
  firstOrderOnly: "Cette offre est réservée à votre première commande",
} as const;

/** Delivery refusals, as the checkout shows them (keys are the domain's delivery problems). */
export const delivery = {
  delivery_unavailable: alerts.deliveryUnavailable,
  address_needed: "Indiquez votre adresse de livraison",
  no_zone: alerts.noDeliveryZone,
  too_far: alerts.addressTooFar,
} as const;

/** Item badges, in the spec's priority order: BOGO, "N % OFF", "N € OFF", "FREE ITEM", "OFFER". */
export const itemBadges = {
  buyOneGetOne: "1 acheté = 1 offert",
  /** "-10 %", with a non-breaking space; the percent is written with a French decimal comma. */
  percentage: "-{percent}\u00a0%",
  /** "-2,00 €". */
  fixedAmount: "-{amount}",
  freeItem: "Article offert",
  offer: "Offre",
} as const;

/** Category badges, in the spec's priority order: BOGO, "% OFF", "$ OFF", "FREE", "OFFERS". */
export const categoryBadges = {
  buyOneGetOne: "1 acheté = 1 offert",
  percentage: "Remise en %",
  fixedAmount: "Remise en €",
  freeItem: "Article offert",
  offers: "Offres",
} as const;

/** "Ouvre à 18:30" on the menu page while a menu is closed. */
export const schedule = {
  opensAt: "Ouvre à {time}",
} as const;

/** A pause the restaurant set from its board (ADR 041): the notice, the checkout and the server's refusal. */
export const pauses = {
  ordering: "Les commandes sont en pause jusqu'à {when}",
  delivery: "La livraison est en pause jusqu'à {when} : vous pouvez commander à emporter",
  /** Appended with the restaurant's own words. */
  because: "{notice}. {reason}",
  tomorrow: "demain {time}",
  weekday: "{weekday} {time}",
} as const;
