// The board's "Encaissement" dialog (ADR 066): the cash a cash order brought at its handover, or
// its correction. Its own section, so that the board's first load never ships it.

export const cashDialog = {
  dialogTitle: "Encaissement — commande {number}",
  correctTitle: "Corriger l'encaissement — commande {number}",
  intro: "Le montant reçu du client, sans la monnaie rendue.",
  total: "Total de la commande : {amount}",
  amountLabel: "Montant encaissé (€)",
  amountHint: "Par exemple 12,50",
  amountInvalid: "Saisissez un montant en euros, par exemple 12,50.",
  confirm: "Encaisser et remettre",
  correctConfirm: "Enregistrer la correction",
  cancel: "Annuler",
} as const;
