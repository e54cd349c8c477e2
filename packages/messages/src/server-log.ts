// What the server writes to its log, for whoever runs the shop: one line per event, in French,
// with the facts (ids, errors) beside it as fields, never in the sentence.

/** The server's log lines (apps/server). */
export const serverLog = {
  codeNotSent: "code à usage unique non envoyé",
  orderPlaced: "commande enregistrée",
  paymentProviderFailed: "le prestataire de paiement a échoué",
  paidAfterCancel: "paiement reçu pour une commande annulée : remboursement",
  paymentOfAnotherAmount: "paiement reçu d'un autre montant que la commande",
  paidByWebhook: "commande payée (webhook)",
} as const;
