// Texts of an order's life after it is placed (ADR 042): what the board is told when an action is
// refused, the shop's own reasons, and what the customer reads of a late payment.

/** POST /v2/staff/orders/{id}/actions and the board's reads. */
export const orderFlowApi = {
  orderNotFound: "Cette commande n'est pas sur le tableau.",
  /** The action does not apply now: another tablet was faster, or the order is finished. */
  actionNotAllowed:
    "Cette commande a changé entre-temps (elle est « {progress} ») : l'action « {action} » ne s'applique plus.",
  readyAtPast: "L'heure de préparation promise ne peut pas être déjà passée.",
  readyAtTooFar: "L'heure de préparation promise doit tomber dans les 7 prochains jours.",
  readyAtOnlyWithAccept: "Une heure de préparation ne se donne qu'en acceptant la commande.",
  autoAcceptNotBoolean: "L'acceptation automatique est soit activée (true), soit désactivée (false).",
} as const;

/** How the board and the customer name each state of an order. */
export const progressLabels = {
  placed: "nouvelle",
  accepted: "acceptée",
  preparing: "en préparation",
  ready: "prête",
  out_for_delivery: "en livraison",
  completed: "terminée",
  refused: "refusée",
  cancelled: "annulée",
} as const;

/** How the board names each action. */
export const actionLabels = {
  accept: "accepter",
  refuse: "refuser",
  start_preparing: "en préparation",
  mark_ready: "prête",
  send_out: "partie en livraison",
  complete: "terminée",
  cancel: "annuler",
} as const;

/** The shop's own reasons, written to the order's history. */
export const shopReasons = {
  unpaidTooLong: "Paiement par carte non reçu dans les {minutes} minutes : commande annulée automatiquement.",
} as const;

/** A card payment that arrives for an order the shop already cancelled (PUT /v2/public/checkout/). */
export const latePaymentApi = {
  orderCancelled:
    "Cette commande a été annulée faute de paiement dans les temps. Le paiement reçu vous est remboursé ; merci de commander à nouveau.",
} as const;
