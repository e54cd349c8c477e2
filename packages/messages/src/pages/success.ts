// `{name}` placeholders are filled with `fill`.

/** The order confirmation page. */
export const success = {
  /** The tab's title: the order is placed, not yet confirmed by the restaurant. */
  pageTitle: "Suivi de commande",
  title: "Merci {name} !",
  titleNoName: "Merci !",
  received: "Votre commande {number} est bien enregistrée.",
  /** Not "confirmation": the restaurant has not answered yet (ADR 060). */
  mailNote: "Un e-mail part à {email}, puis un à chaque étape.",
  paid: "Payée par carte",
  /** A refused or cancelled order, as its mail says. */
  nothingToPay: "Rien à payer",
  refunded: "Remboursée : {amount}",
  due: "À payer : {amount}",
  duePickup: "À régler au retrait : {amount}",
  dueDelivery: "À régler au livreur : {amount}",
  pickupTitle: "À retirer au restaurant",
  deliveryTitle: "Livraison à",
  whenTitle: "Quand",
  /** "As soon as possible" at the time promised now (the board's acceptance may move it), as the mails word it. */
  whenAsap: "{day}, dès que possible (vers {time})",
  itemsTitle: "Votre commande",
  free: "Offert",
  subtotal: "Sous-total",
  discount: "Remise",
  delivery: "Livraison",
  taxIncluded: "dont TVA",
  /** One line per VAT rate when the order holds several; `{rate}` is "5,5". */
  taxIncludedAtRate: "dont TVA {rate} %",
  total: "Total",
  amountPaid: "Payé",
  amountDue: "Reste à payer",
  loading: "Chargement de votre commande…",
  missingTitle: "Aucune commande récente",
  /** Reading the order back failed (network, server): the order itself may well exist. */
  failedTitle: "Impossible d'afficher votre commande pour l'instant",
  missingText: "Nous ne retrouvons pas de commande passée depuis ce navigateur.",
  menuCta: "Voir la carte",
  backToMenu: "Retour à la carte",
  callUs: "Une question ? Appelez-nous au {phone}.",
  retry: "Réessayer",
  /** The order's progress, followed live (ADR 044), in the words of its mails (order-status.ts, ADR 060). */
  progressTitle: "Suivi",
  /** The pickup place's map, on a map site of its own. */
  mapLink: "Voir sur la carte",
  opensElsewhere: "(s'ouvre dans un nouvel onglet)",
} as const;
