// Texts of the e-mails the shop sends, and of the development mailbox that shows them.
// `{name}` placeholders are filled with `fill`.

/** The order receipt (apps/server services/order-receipt.ts). */
export const receiptMail = {
  /** Sent when the order is placed, before the restaurant answers: received, not confirmed (ADR 060). */
  subject: "{restaurant} · Commande {number} reçue",
  greeting: "Bonjour {firstName},",
  thanks: "Merci pour votre commande chez {restaurant} !",
  whenAsap: "{day}, dès que possible (vers {time})",
  whenSlot: "{day}, {slot}",
  pickupWhen: "À emporter : {when}",
  deliveryWhen: "Livraison : {when}",
  pickupPlace: "Au restaurant : {restaurant}, {address}, {postalCode} {city}",
  pickupPhone: " ({phone})",
  deliveryPlace: "À l'adresse : {address}, {postalCode} {city}",
  itemsTitle: "Votre commande",
  line: "{quantity} × {name}",
  lineFree: "{quantity} × {name} (offert)",
  free: "offert",
  option: "    {group} : {name}",
  optionQuantity: " × {quantity}",
  note: "    Note : {note}",
  subtotal: "Sous-total",
  discount: "Remise",
  discountAmount: "− {amount}",
  delivery: "Livraison",
  deliveryFree: "offerte",
  total: "Total",
  taxIncluded: "  dont TVA {rate}",
  taxRate: "{rate} %",
  paidByCard: "Payé par carte : {amount}.",
  cashAtPickup: "À régler en espèces au retrait : {amount}.",
  cashOnDelivery: "À régler en espèces à la livraison : {amount}.",
  cardPending: "Paiement par carte en attente de confirmation : {amount}.",
  callUs: "Une question ? Appelez-nous au {phone}.",
  seeYouSoon: "À très vite !",
} as const;

/** The development mailbox page (/dev/mailbox, never in production). */
export const devMailbox = {
  title: "Boîte d'envoi (développement)",
  intro:
    "Les {count} derniers e-mails écrits par la boutique, du plus récent au plus ancien. Cette page n'existe qu'en développement.",
  empty: "Aucun e-mail pour le moment.",
  to: "À : {recipient}",
  sentAt: "envoyé le {date}",
  notSent: "non envoyé (boîte d'envoi)",
  lastError: " · dernière erreur : {error}",
} as const;

/** The mails of customer accounts (apps/server services/accounts/account-mails.ts). */
export const accountMail = {
  greeting: "Bonjour {firstName},",
  greetingAnonymous: "Bonjour,",
  codeSubject: "{restaurant} · Votre code : {code}",
  codeBody: "Votre code à 6 chiffres est : {code}",
  codeValidity: "Il est valable {minutes} minutes et ne sert qu'une fois.",
  codeNotYou: "Si vous n'avez rien demandé, ignorez ce message : votre compte ne change pas.",
  alreadyRegisteredSubject: "{restaurant} · Vous avez déjà un compte",
  alreadyRegisteredBody:
    "Quelqu'un, peut-être vous, a voulu créer un compte avec cette adresse, qui en a déjà un. Connectez-vous, ou choisissez « Mot de passe oublié » pour en définir un nouveau.",
  welcomeSubject: "Bienvenue chez {restaurant}",
  welcomeBody:
    "Votre compte est prêt : vos coordonnées et votre adresse seront remplies pour vous à la commande, et vous retrouverez vos commandes passées dans votre profil.",
  passwordChangedSubject: "{restaurant} · Votre mot de passe a été modifié",
  passwordChangedBody:
    "Le mot de passe de votre compte vient d'être modifié, et vos autres sessions ont été fermées.",
  passwordChangedNotYou:
    "Si ce n'est pas vous, choisissez « Mot de passe oublié » sur le site, ou appelez-nous au {phone}.",
  deletedSubject: "{restaurant} · Votre compte a été supprimé",
  deletedBody:
    "Votre compte et vos données personnelles ont été supprimés. Les commandes passées restent dans la comptabilité du restaurant, sans votre nom ni vos coordonnées.",
  signature: "À très vite !\n{restaurant}",
} as const;

/**
 * The mails of an order's progress (apps/server services/progress/progress-mails.ts, ADR 042). Their
 * subject ends on the step's word and their body is the step's sentence, the words /success shows
 * at the same time (order-status.ts, ADR 060).
 */
export const progressMail = {
  greeting: "Bonjour {firstName},",
  /** Each ends on the step's word (order-status.ts): "acceptée", "prête", "en route", "refusée", "annulée". */
  subject: "{restaurant} · Commande {number} {state}",
  /** Ready and on its way say it of the customer's order, as they always did. */
  subjectOfYours: "{restaurant} · Votre commande {number} est {state}",
  refunded:
    "Le paiement par carte de {amount} vous est remboursé : il apparaîtra sur votre compte sous quelques jours, selon votre banque.",
  nothingToPay: "Vous n'avez rien à payer.",
  readyCash: "À régler en espèces au retrait : {amount}.",
  outCash: "À régler en espèces au livreur : {amount}.",
  callUs: "Une question ? Appelez-nous au {phone}.",
  signature: "À très vite !\n{restaurant}",
} as const;
