/** The owner's reports and the sales journal: checks of the requests (more texts join as pages land). */
export const reportChecks = {
  dateInvalid: "La date doit être un jour au format AAAA-MM-JJ.",
  periodReversed: "La fin de la période doit être le même jour que son début, ou après.",
  periodTooLong: "Une période couvre au plus 366 jours.",
  exportUnknown: "Cet export n'existe pas : commandes, lignes, TVA ou journées.",
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
