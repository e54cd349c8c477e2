/** The owner's reports and the sales journal: checks of the requests (more texts join as pages land). */
export const reportChecks = {
  dateInvalid: "La date doit être un jour au format AAAA-MM-JJ.",
  periodReversed: "La fin de la période doit être le même jour que son début, ou après.",
  periodTooLong: "Une période couvre au plus 366 jours.",
  dayClosesAtInvalid: "l'heure de fin de la journée s'écrit HH:MM, de 00:00 à 23:59 (par exemple 04:00)",
  exportUnknown: "Cet export n'existe pas : commandes, lignes, TVA ou journées.",
} as const;

/** The words of the reports' figures and exports. */
export const reportTexts = {
  /** The discount of an order placed before the offers were kept per order: one line. */
  discountWithoutOffer: "Remise",
} as const;

/**
 * The CSV exports (ADR 066): each file's name before its dates (`commandes-2026-11-01-au-2026-11-30.csv`)
 * and its header row, as a French spreadsheet shows it.
 */
export const reportExportTexts = {
  fileName: "{name}-{from}-au-{to}.csv",
  files: { orders: "commandes", "order-lines": "lignes-de-commande", vat: "tva", days: "journees" },
  modes: { pickup: "À emporter", delivery: "Livraison" },
  methods: { card: "Carte", cash: "Espèces" },
  yes: "oui",
  no: "non",
  ordersHeader: [
    "Commande",
    "Numéro",
    "Jour de service",
    "Payée le",
    "Heure",
    "Client",
    "Mode",
    "Paiement",
    "Sous-total",
    "Remise",
    "Livraison",
    "HT",
    "TVA",
    "TTC",
    "Encaissé",
    "Remboursée le",
    "Heure du remboursement",
    "Code promo",
  ],
  orderLinesHeader: [
    "Commande",
    "Numéro",
    "Jour de service",
    "Plat",
    "Options",
    "Quantité",
    "Prix unitaire",
    "Montant",
    "Remise",
    "TTC",
    "TVA",
    "Taux de TVA",
    "Note",
  ],
  vatHeader: ["Jour de service", "Taux de TVA", "HT", "TVA", "TTC"],
  daysHeader: [
    "Jour de service",
    "Ventes",
    "Ventes TTC",
    "Panier moyen",
    "Remboursements",
    "Remboursements TTC",
    "Net TTC",
    "Net HT",
    "TVA",
    "Carte",
    "Espèces",
    "À emporter",
    "Livraison",
    "Frais de livraison",
    "Remises",
    "Refusées",
    "Refusées TTC",
    "Annulées",
    "Annulées TTC",
    "Caisse",
    "Clôturée",
  ],
  /** "Sauce : Samouraï ×2", the choices of a line joined by ", ". */
  option: "{group} : {name} ×{quantity}",
} as const;
