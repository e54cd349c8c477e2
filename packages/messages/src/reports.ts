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

/** The cash collected at a cash order's handover, and its corrections (the board, its API). */
export const cashChecks = {
  amountRequired:
    "Indiquez le montant encaissé en espèces, en centimes (un nombre entier), pour remettre cette commande.",
  amountInvalid: "Le montant encaissé doit être un nombre entier de centimes, entre 0 et {max} €.",
  amountOnlyWithComplete: "Un montant encaissé ne se donne qu'en remettant une commande payée en espèces.",
  amountTooHigh: "Le montant encaissé ne peut pas dépasser {max}, dix fois le total de la commande.",
  notCash: "Cette commande n'est pas payée en espèces : aucun montant à encaisser.",
  correctsInvalid: "Indiquez l'encaissement que vous corrigez (son identifiant).",
  notCollected: "Aucun encaissement n'est encore enregistré pour cette commande.",
  alreadyCorrected:
    "Cet encaissement a déjà été corrigé entre-temps : rechargez la commande pour corriger le dernier montant.",
} as const;

/** What an order of the board shows of its cash (its dialog's texts: pages/cash-dialog.ts). */
export const cashLabels = {
  collected: "Encaissé {amount}",
  correct: "Corriger l'encaissement",
  collectedBy: "Encaissé {amount} par {name}",
  failed: "Impossible d'enregistrer l'encaissement : {message}",
} as const;

/** The shop's signing key of the sales journal (apps/server services/journal/shop-key.ts). */
export const journalKeyTexts = {
  absent:
    "La clé du journal des ventes est introuvable ({file}) : indiquez son chemin dans JOURNAL_KEY_FILE.",
  unreadable:
    "La clé du journal des ventes ({file}) existe mais ne peut pas être lue ({reason}). Le serveur s'arrête sans en créer une autre : rendez le fichier lisible, ou indiquez le bon chemin dans JOURNAL_KEY_FILE.",
  notEd25519:
    "Le fichier {file} n'est pas une clé privée Ed25519 (PEM, PKCS8) : ce n'est pas la clé du journal des ventes. Le serveur s'arrête sans la remplacer : remettez la bonne clé, ou indiquez son chemin dans JOURNAL_KEY_FILE.",
  notWritten:
    "La clé du journal des ventes n'a pas pu être créée dans {file} ({reason}) : le dossier doit exister ou pouvoir être créé, et être accessible en écriture.",
} as const;

/** The sales journal's status and its signed archives (routes/staff/journal.ts). */
export const journalArchiveApi = {
  closesInvalid:
    "La période doit s'écrire day:AAAA-MM-JJ, month:AAAA-MM ou year:AAAA (par exemple day:2026-11-26).",
  notClosed: "Cette période n'est pas clôturée : aucune archive n'existe pour elle.",
  notChainedYet:
    "La clôture de cette période n'est pas encore scellée dans la chaîne ; réessayez dans un instant.",
} as const;

/** What `verifyArchive` says of an archive file (services/journal/archive.ts). */
export const archiveVerdicts = {
  valid: "Archive valide : {closes}, {count} entrées, chaîne et signature vérifiées.",
  notJson: "Ce fichier n'est pas une archive du journal des ventes (JSON illisible).",
  notArchive:
    "Ce fichier n'est pas une archive du journal des ventes de Comptoir (format ou version inconnus).",
  missing: "Entrée n° {seq} : absente de l'archive (la suivante est la n° {found}).",
  outOfOrder: "Entrée n° {seq} : hors de l'ordre de la chaîne (attendue : n° {expected}).",
  hashMismatch:
    "Entrée n° {seq} : son contenu ne correspond pas à son empreinte dans la chaîne (modifiée, ou une entrée avant elle l'a été).",
  notEndingWithClosing: "Entrée n° {seq} : l'archive doit se terminer par la clôture {closes}.",
  totalsMismatch:
    "Entrée n° {seq} : les totaux de la clôture ne correspondent pas aux écritures qu'elle scelle.",
  grandTotalsMismatch:
    "Entrée n° {seq} : les totaux perpétuels de la clôture ne sont pas les précédents augmentés de la période.",
  badSignature:
    "Signature invalide : le fichier a été modifié après son export, ou n'a pas été signé avec la clé qu'il contient.",
  otherKey: "L'archive est signée avec une autre clé que celle de la boutique.",
} as const;
