// The owner's reports in the back office (/admin/rapports, ADR 066): the day, a period, their
// charts, the ticket Z and the sales journal. `{name}` placeholders are filled with `fill`.

/** The four CSV exports, by the name the API gives them. */
export const reportExportLabels = {
  orders: "Commandes",
  "order-lines": "Lignes de commande",
  vat: "TVA par taux",
  days: "Journées",
} as const;

export const reports = {
  title: "Rapports",
  ownerOnly: "Seul le gérant consulte les rapports.",
  /** The two pages, as tabs under the title. */
  pages: "Pages des rapports",
  dayTab: "Journée",
  periodTab: "Période",
  loading: "Chargement du rapport…",
  failed: "Le rapport n'a pas pu être lu : {message}",

  // The day
  dayTitle: "Rapport de la journée",
  dayPicker: "Journée du",
  dayShow: "Afficher",
  previousDay: "Jour précédent",
  nextDay: "Jour suivant",
  today: "Aujourd'hui",
  dayHeading: "Journée du {date}",
  /** The service day's bounds on the restaurant's clock. */
  dayBounds: "Du {startDate} à {startTime} au {endDate} à {endTime}.",
  closed: "Journée clôturée",
  closedHint: "Sa clôture est écrite dans le journal des ventes : ses chiffres ne changent plus.",
  open: "Journée en cours",
  openHint: "Ses chiffres changent encore jusqu'à sa clôture.",

  // The headline figures
  figures: "Chiffres clés",
  revenue: "Chiffre d'affaires TTC",
  orders: "Commandes",
  averageTicket: "Panier moyen",
  excludingTax: "Chiffre d'affaires HT",
  tax: "TVA collectée",
  netHint: "Net des remboursements.",

  // The accountant's tables
  vatTitle: "TVA par taux",
  rate: "Taux",
  excludingTaxShort: "HT",
  taxShort: "TVA",
  includingTaxShort: "TTC",
  total: "Total",
  noSales: "Aucune vente.",
  paymentsTitle: "Moyens de paiement",
  paymentMethod: "Moyen",
  mode: "Mode",
  card: "Carte",
  cash: "Espèces",
  modesTitle: "Modes",
  pickup: "À emporter",
  delivery: "Livraison",
  amount: "Montant",
  count: "Nombre",
  discountsTitle: "Remises",
  discount: "Offre",
  coupon: "code promo",
  noDiscounts: "Aucune remise.",
  deliveryFees: "Frais de livraison",
  deliveryFeesHint: "Compris dans le chiffre d'affaires.",
  incidentsTitle: "Commandes refusées, annulées, remboursées",
  refused: "Refusées",
  cancelled: "Annulées",
  refunded: "Remboursées",
  till: "Espèces à trouver en caisse",
  tillHint: "Le dernier montant encaissé de chaque commande en espèces remise.",

  // Exports and printing
  exportsTitle: "Exports pour le comptable",
  exportsHint: "Fichiers CSV (point-virgule, virgule décimale) qu'un tableur ouvre directement.",
  exportButton: "{name} (CSV)",
  exportPending: "Préparation de l'export…",
  exportFailed: "L'export n'a pas pu être téléchargé : {message}",
  printZ: "Imprimer le ticket Z",
  printA4: "Imprimer en A4",

  // The ticket Z (80 mm)
  zTicket: "Ticket Z",
  zTicketDay: "Journée du {date}",
  zTicketClosed: "Clôturée",
  zTicketOpen: "Provisoire : journée non clôturée",
  zTicketPrinted: "Imprimé le {date} à {time}",
  zTicketSales: "Ventes",
  zTicketNet: "Total TTC net",
  zTicketRate: "TVA {rate}",

  // The period
  periodTitle: "Rapport d'une période",
  periodKind: "Période",
  week: "Semaine",
  month: "Mois",
  custom: "Personnalisée",
  from: "Du",
  to: "Au",
  previousPeriod: "Période précédente",
  nextPeriod: "Période suivante",
  periodHeading: "Du {from} au {to}",
  periodDays: "{count} jours",
  /** The change against the period before, shown short ("+12 %") and said in words. */
  changeAgainst: "par rapport au {from} – {to}",
  changeUp: "en hausse de {percent} par rapport à la période précédente",
  changeDown: "en baisse de {percent} par rapport à la période précédente",
  changeSame: "stable par rapport à la période précédente",
  changeNone: "rien à comparer sur la période précédente",
  previousValue: "Période précédente : {value}",

  // Charts
  revenueChart: "Chiffre d'affaires TTC par jour",
  revenueChartSummary: "{days} jours, au plus {max} le {date}.",
  heatTitle: "Commandes par heure et jour de la semaine",
  heatHint: "Plus la case est foncée, plus il y a eu de commandes à cette heure-là.",
  heatLegend: "Légende",
  heatLess: "Moins",
  heatMore: "Plus",
  heatEmpty: "Aucune commande sur la période.",
  hour: "{hour} h",
  weekday: "Jour",
  date: "Date",
  showTable: "Voir le tableau",
  /** The shown table's box, which a keyboard scrolls. */
  tableOf: "Tableau : {title}",
  hideTable: "Masquer le tableau",
  dishesTitle: "Plats vendus",
  optionsTitle: "Options choisies",
  dish: "Plat",
  option: "Option",
  group: "Groupe",
  quantity: "Quantité",
  revenueShort: "CA TTC",
  noDishes: "Aucun plat vendu sur la période.",
  noOptions: "Aucune option choisie sur la période.",
  periodTooLong: "Une période couvre au plus 366 jours.",
  periodReversed: "La fin de la période doit être le même jour que son début, ou après.",

  // The sales journal
  journalTitle: "Journal des ventes",
  journalIntro:
    "Chaque vente y est écrite et chaînée à la précédente : une modification se verrait. Les clôtures se téléchargent en archives signées.",
  publicKey: "Clé publique de la boutique",
  lastChained: "Dernière écriture chaînée",
  lastChainedValue: "n° {seq} · empreinte {hash}",
  noneChained: "Aucune écriture chaînée pour l'instant.",
  unchained: "{count} écriture(s) en attente de chaînage.",
  closings: "Clôtures",
  noClosings: "Aucune clôture pour l'instant.",
  closingDay: "Journée du {date}",
  closingMonth: "Mois : {month}",
  closingYear: "Année {year}",
  closingNet: "{net} net",
  closingAt: "clôturée le {date} à {time}",
  archiveDownload: "Télécharger l'archive",
  archiveDownloadOf: "Télécharger l'archive : {closing}",
  archiveFailed: "L'archive n'a pas pu être téléchargée : {message}",

  // The setting
  dayClosesAt: "Heure de clôture de la journée",
} as const;

/** Weekdays as the heat map's rows name them, Monday first (the API's order). */
export const reportWeekdays = {
  short: ["Lun", "Mar", "Mer", "Jeu", "Ven", "Sam", "Dim"],
  long: ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"],
} as const;
