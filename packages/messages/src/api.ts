import { fill } from "./fill.ts";

// Texts of the API's answers (`message` of the error envelope, and the few texts of a payload).
// `{name}` placeholders are filled with `fill`.

/** Errors any call may meet (apps/server http/). */
export const apiErrors = {
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  payloadTooLarge: "La requête est trop volumineuse.",
  malformedJson: "Le corps de la requête n'est pas un JSON valide.",
  internal: "Une erreur est survenue de notre côté. Merci de réessayer dans un instant.",
  unavailable: "Le service est momentanément indisponible. Merci de réessayer dans un instant.",
  /** A refused request whose schema gave no message of its own. */
  invalidRequest: "Requête invalide.",
} as const;

/**
 * The end of every "too many requests" answer (429). Each API's section says what was too much
 * (`tooManyOrders`, `tooManyAttempts`…); `tooManyRequestsText` adds when to try again.
 */
export const retryLater = {
  oneMinute: "Réessayez dans une minute.",
  minutes: "Réessayez dans {minutes} minutes.",
} as const;

/** "Trop de tentatives. Réessayez dans 6 minutes.": what was too much, then the wait. */
export function tooManyRequestsText(tooMany: string, minutes: number): string {
  const wait = minutes <= 1 ? retryLater.oneMinute : fill(retryLater.minutes, { minutes });
  return `${tooMany} ${wait}`;
}

/** The live streams (GET /v2/public/events, the order's and the board's): refused past their limits. */
export const liveStreamApi = {
  tooManyStreams:
    "Trop de pages suivies en direct depuis cette connexion. Fermez quelques onglets, puis réessayez dans une minute.",
  busy: "Le site suit trop de pages en direct en ce moment. Cette page se mettra à jour d'elle-même dans une minute.",
  tooManyBoards:
    "Ce compte a trop de tableaux ouverts en même temps. Fermez les onglets en trop, puis réessayez dans une minute.",
} as const;

/** GET /v2/public/products/{menu id}?item={item id}. */
export const menuApi = {
  menuNotFound: "Ce menu n'existe pas.",
  itemNotInMenu: "Cet article ne fait pas partie de ce menu.",
  tooManyAdds: "Trop d'articles ajoutés en peu de temps.",
} as const;

/** GET /v2/public/offers/{coupon}. */
export const couponApi = {
  notFound: "Ce code promo n'existe pas ou n'est plus valable.",
  tooManyAttempts: "Trop de codes promo essayés.",
} as const;

/** /v2/public/locations/… (address search and delivery quote). */
export const locationApi = {
  addressNotFound:
    "Adresse introuvable. Vérifiez le numéro, la rue et la ville, ou choisissez une adresse parmi les suggestions.",
  unavailable:
    "La recherche d'adresse est momentanément indisponible. Réessayez dans un instant, ou choisissez le retrait sur place.",
  tooManySearches: "Trop de recherches d'adresse en peu de temps.",
} as const;

/** /v2/public/checkout/… (placing, paying and reading an order). */
export const checkoutApi = {
  orderNotFound: "Cette commande est introuvable.",
  cashIsPaidOnDelivery: "Une commande payée en espèces se règle au retrait ou à la livraison.",
  intentAlreadyUsed: "Ce paiement a déjà réglé une autre commande.",
  intentClosed: "Ce paiement est déjà terminé : son montant ne peut plus changer.",
  customerUnknown: "Ce client du paiement est inconnu. Merci de reprendre l'étape de vos coordonnées.",
  providerUnavailable:
    "Le paiement par carte est momentanément indisponible. Merci de réessayer dans un instant.",
  invalidSignature: "La signature de cet appel n'est pas valide.",
  localIdReused:
    "Cette clé de commande a déjà servi pour une autre commande. Rechargez la page puis validez à nouveau.",
  tooManyOrders: "Trop de commandes passées depuis cette connexion.",
  tooManyCardPayments: "Trop de paiements par carte préparés depuis cette connexion.",
  /** "n° 42", the order number a customer reads: the order's rank in its service day. */
  orderNumber: "n° {number}",
} as const;

/** Why the server refuses to place an order as sent (it prices every order again). */
export const orderChecks = {
  priceChanged:
    "Les prix de votre panier ont changé depuis votre dernière visite. Vérifiez le nouveau total, puis validez à nouveau.",
  cashUnavailable: "Le paiement en espèces n'est pas proposé : merci de payer par carte.",
  cardUnavailable: "Le paiement par carte n'est pas proposé : merci de payer en espèces.",
  addressNotFound: "Nous n'avons pas trouvé cette adresse. Vérifiez-la, avec son code postal et sa ville.",
  slotUnavailable: "Ce créneau n'est plus disponible. Merci d'en choisir un autre.",
  closedNow:
    "Nous ne prenons pas de commande pour tout de suite à cette heure-ci. Merci de choisir un créneau.",
  geoUnavailable:
    "Nous ne pouvons pas vérifier l'adresse de livraison pour le moment. Merci de réessayer dans un instant.",
} as const;

/** The built-in simulated card provider ("mode démo"): its card checks and its routes. */
export const demoCard = {
  declined: "Votre carte a été refusée. Essayez une autre carte.",
  expired: "Cette carte est expirée.",
  invalidNumber: "Le numéro de carte n'est pas valide.",
  notATestCard:
    "Mode démo : seules les cartes de test sont acceptées, par exemple 4242 4242 4242 4242 (aucun paiement réel).",
  authenticationRefused:
    "La validation du paiement a été refusée. Essayez à nouveau ou utilisez une autre carte.",
  notFound: "Ce paiement est introuvable. Merci de recommencer le paiement.",
  closed: "Ce paiement est déjà terminé.",
  nothingToAuthenticate: "Ce paiement n'attend aucune validation.",
} as const;

/** What each test card of the demo provider does, as the checkout lists them. */
export const demoTestCards = {
  succeeds: "Paiement accepté",
  declined: "Carte refusée",
  requiresAction: "Validation demandée par la banque (3-D Secure), puis acceptée ou refusée",
} as const;

/**
 * What the request schemas (packages/contracts) say of bad input. `{label}` is the field's name as
 * it starts a sentence ("Le numéro de commande"), `{field}` a lower-case amount or rate name ("le total", "le taux de TVA").
 */
export const requestChecks = {
  // Shared pieces
  amountNotANumber: "Montant invalide ({field}) : un nombre en euros est attendu.",
  amountNegative: "Montant invalide ({field}) : il ne peut pas être négatif.",
  amountTooLarge: "Montant invalide ({field}) : il dépasse le montant maximal d'une commande.",
  amountDecimals: "Montant invalide ({field}) : deux décimales au plus.",
  percentNotANumber: "Taux invalide ({field}) : un nombre en pour cent est attendu.",
  percentNegative: "Taux invalide ({field}) : il ne peut pas être négatif.",
  percentTooLarge: "Taux invalide ({field}) : il ne peut pas dépasser 100 %.",
  percentDecimals: "Taux invalide ({field}) : deux décimales au plus.",
  notANumber: "{label} doit être un nombre.",
  notAnInteger: "{label} doit être un nombre entier.",
  notPositive: "{label} doit être positif.",
  unknownId: "{label} est inconnu.",
  notAText: "{label} doit être un texte.",
  required: "{label} est obligatoire.",
  tooLong: "{label} est trop long.",
  invalidCharacter: "Un texte contient un caractère invalide (un caractère de contrôle) : retirez-le.",
  notAnObject: "La demande doit être un objet JSON.",
  // The order
  localIdRequired: "L'identifiant de commande local est obligatoire.",
  localIdFormat:
    "L'identifiant de commande local doit compter 16 à 64 lettres, chiffres, « - » ou « _ », tirés au hasard.",
  choiceQuantityNotANumber: "La quantité d'un choix doit être un nombre.",
  choiceQuantityNotAnInteger: "La quantité d'un choix doit être un nombre entier.",
  choiceQuantityNegative: "La quantité d'un choix ne peut pas être négative.",
  choiceQuantityTooLarge: "La quantité d'un choix est trop grande.",
  choiceMalformed: "Un choix d'option est mal formé.",
  groupChoicesNotAList: "Les choix d'un groupe d'options forment une liste.",
  groupTooManyChoices: "Un groupe d'options a trop de choix.",
  groupMalformed: "Un groupe d'options est mal formé.",
  quantityNotANumber: "La quantité doit être un nombre.",
  quantityNotAnInteger: "La quantité doit être un nombre entier.",
  quantityBelowOne: "La quantité doit être au moins 1.",
  quantityTooLarge: "La quantité d'une ligne ne peut pas dépasser {max}.",
  noteNotAText: "La note doit être un texte.",
  noteTooLong: "La note ne peut pas dépasser {max} caractères.",
  optionsNotAList: "Les options d'un article forment une liste.",
  tooManyOptionGroups: "Un article a trop de groupes d'options.",
  lineMalformed: "Une ligne du panier est mal formée.",
  locationMalformed: "L'adresse de la commande est mal formée.",
  dateRequired: "La date de la commande est obligatoire.",
  dateInvalid: "La date de la commande n'est pas valide (AAAA-MM-JJ).",
  slotNotAText: "Le créneau doit être un texte.",
  slotTooLong: "Le créneau est trop long.",
  dateMalformed: "La date de la commande est mal formée.",
  customerRequired: "Les coordonnées du client sont obligatoires.",
  transactionMalformed: "transaction_id est mal formé.",
  paymentMethod: "Le moyen de paiement doit être « cash » ou « card ».",
  cartNotAList: "Le panier doit être une liste d'articles.",
  cartEmpty: "Votre panier est vide.",
  cartTooManyLines: "Votre panier contient trop de lignes.",
  freeItemsNotAList: "Les articles offerts forment une liste.",
  tooManyFreeItems: "Trop d'articles offerts.",
  isPickup: "is_pickup doit valoir true (à emporter) ou false (livraison).",
  couponNotAText: "Le code promo doit être un texte.",
  userIdNotANumber: "user_id doit être un nombre ou null.",
  userIdNotAnInteger: "user_id doit être un nombre entier.",
  newOrderIsPending: "Une nouvelle commande a le statut « pending ».",
  orderNotAnObject: "La commande doit être un objet JSON.",
  orderStatus: "Le statut doit être « pending » ou « paid ».",
  orderUpdateNotAnObject: "La mise à jour de la commande doit être un objet JSON.",
  // The card provider's customer and intent
  emailInvalid: "L'adresse e-mail n'est pas valide.",
  emailTooLong: "L'adresse e-mail est trop longue.",
  nameRequired: "Le nom est obligatoire.",
  nameTooLong: "Le nom est trop long.",
  phoneNotAText: "Le numéro de téléphone doit être un texte.",
  phoneTooLong: "Le numéro de téléphone est trop long.",
  cardMinimum: "Le montant minimal d'un paiement par carte est de 0,50 €.",
  intentSecretRequired: "La clé du paiement (client_secret) est obligatoire pour reprendre ce paiement.",
  intentOrderRequired:
    "Le paiement doit porter sur la commande à passer (order) ou sur la commande passée (placed_order), l'une des deux.",
  // The demo card form
  cardNumberRequired: "Le numéro de carte est obligatoire.",
  cardNumberInvalid: "Le numéro de carte n'est pas valide.",
  expiryRequired: "La date d'expiration est obligatoire.",
  expiryFormat: "La date d'expiration s'écrit MM/AA.",
  cvcRequired: "Le code de sécurité est obligatoire.",
  cvcFormat: "Le code de sécurité compte 3 ou 4 chiffres.",
  approve: "approve doit valoir true ou false.",
  // Reading an order back
  orderIdNotANumber: "Le numéro de commande doit être un nombre.",
  orderIdNotAnInteger: "Le numéro de commande doit être un nombre entier.",
  orderIdNotPositive: "Le numéro de commande doit être positif.",
  orderIdUnknown: "Numéro de commande inconnu.",
  // Coupons, addresses, menus, recommendations
  couponTooShort: "Ce code promo est trop court.",
  couponTooLong: "Ce code promo est trop long.",
  couponCharacters: "Un code promo ne contient que des lettres, des chiffres et des tirets.",
  addressRequired: "Saisissez une adresse.",
  addressTooShort: "Saisissez au moins 3 caractères de l'adresse.",
  addressTooLong: "Cette adresse est trop longue.",
  menuIdNotANumber: "L'identifiant de menu doit être un nombre.",
  menuIdNotAnInteger: "L'identifiant de menu doit être un nombre entier.",
  menuIdNotPositive: "L'identifiant de menu doit être positif.",
  menuIdUnknown: "Identifiant de menu inconnu.",
  itemIdRequired: "Indiquez l'article ajouté, une seule fois : ?item= suivi de son identifiant.",
  itemIdNotANumber: "L'identifiant d'article doit être un nombre.",
  itemIdNotAnInteger: "L'identifiant d'article doit être un nombre entier.",
  itemIdNotPositive: "L'identifiant d'article doit être positif.",
  itemIdUnknown: "Identifiant d'article inconnu.",
  cartItemsNotAList: "cartItems doit être une liste d'identifiants d'articles.",
  cartItemsTooMany: "Le panier contient trop d'articles.",
  recommendationsNotAnObject: "La demande de recommandations doit être un objet JSON.",
  maxRecommendations: "maxRecommendations doit être un nombre entier de 1 à {max}.",
  popularLimit: "limit doit être un nombre entier de 1 à {max}.",
} as const;

/** Field names the request schemas put in `{label}` and `{field}`. */
export const requestFields = {
  choice: "Le choix",
  optionGroup: "Le groupe d'options",
  item: "L'article",
  address: "L'adresse",
  city: "Le nom de la ville",
  postalCode: "Le code postal",
  country: "Le nom du pays",
  orderId: "Le numéro de commande",
  paymentCustomer: "Le client du paiement",
  payment: "Le paiement",
  clientSecret: "La clé du paiement",
  clientSecretField: "client_secret",
  customerIdField: "customer_id",
  paymentIntentIdField: "payment_intent_id",
  subtotal: "le sous-total",
  discount: "la remise",
  delivery: "les frais de livraison",
  tax: "la TVA",
  total: "le total",
  amount: "le montant",
} as const;

/** /v2/public/auth/… (customer accounts). */
export const accountApi = {
  /** The same for an unknown e-mail and a wrong password: nobody learns who has an account. */
  wrongCredentials: "E-mail ou mot de passe incorrect.",
  emailNotVerified:
    "Confirmez d'abord votre adresse e-mail : nous venons de vous envoyer un code à 6 chiffres.",
  /** The same for an unknown e-mail, a wrong, used, expired or worn-out code. */
  wrongCode: "Ce code n'est pas valable ou a expiré. Demandez-en un nouveau si besoin.",
  codeSent: "Si un compte existe pour cette adresse, un code à 6 chiffres vient d'y être envoyé.",
  passwordChanged: "Votre mot de passe a été modifié. Vos autres sessions ont été fermées.",
  signupCodeSent: "Nous vous avons envoyé un code à 6 chiffres pour confirmer votre adresse e-mail.",
  notLoggedIn: "Vous n'êtes pas connecté, ou votre session a expiré. Merci de vous reconnecter.",
  wrongPassword: "Le mot de passe est incorrect.",
  emailNotEditable: "L'adresse e-mail d'un compte ne peut pas être modifiée.",
  tooManyAttempts: "Trop de tentatives.",
  pageNotANumber: "Le numéro de page doit être un nombre entier positif.",
  limitOutOfRange: "Le nombre de commandes par page doit être compris entre 1 et {max}.",
  codeFormat: "Le code se compose de 6 chiffres.",
  passwordRequired: "Pour confirmer votre compte, indiquez son mot de passe avec le code.",
  commonPassword:
    "Ce mot de passe fait partie des plus courants et serait vite deviné : choisissez-en un autre.",
} as const;

/** Settings the restaurant writes (its data file, later the back-office): what a bad value gets. */
export const settingsChecks = {
  /** `analytics.tag_manager_id` (docs/product.md#consent: not a valid id, with a suggestion). */
  tagManagerId:
    "« {value} » n'est pas un identifiant Google Tag Manager valide : il s'écrit GTM- suivi de lettres majuscules et de chiffres (GTM-AB12CD3), ou G- pour une balise Google (G-AB12CD34EF).",
  tagManagerIdSuggestion: "Vouliez-vous dire « {suggestion} » ?",
} as const;
