// What a customer is told of their order at each step, in one place: /success (its live line, its
// sentence, its timeline), the account's past orders, and the mail sent at that step use these same
// words (ADR 060), so the page and the mailbox never disagree. `{name}` placeholders: `fill`.

/** The steps of the timeline, and the word the mail's subject ends on ("Commande n° 12 acceptée"). */
export const orderStepWords = {
  received: "reçue",
  accepted: "acceptée",
  ready: "prête",
  out_for_delivery: "en route",
  collected: "retirée",
  delivered: "livrée",
  refused: "refusée",
  cancelled: "annulée",
} as const;

/** The live line of /success and of a past order: where the order is now, in a few words. */
export const orderHeadlines = {
  placed: "En attente de confirmation",
  acceptedPickup: "Acceptée — prête vers {time}",
  acceptedDelivery: "Acceptée — départ vers {time}",
  preparing: "En préparation",
  readyPickup: "Prête",
  readyDelivery: "Prête, bientôt en route",
  out_for_delivery: "En route",
  collected: "Retirée",
  delivered: "Livrée",
  refused: "Refusée : {reason}",
  cancelled: "Annulée : {reason}",
  /** An order the shop cancelled by itself (an unpaid card order) may come without a reason. */
  refusedNoReason: "Refusée",
  cancelledNoReason: "Annulée",
} as const;

/** One sentence per step: the page's explanation under the live line, and the body of that step's mail. */
export const orderSentences = {
  placed:
    "Le restaurant a bien reçu votre commande {number} : il va la confirmer, et vous recevrez un e-mail à chaque étape.",
  acceptedPickup: "Le restaurant a accepté votre commande {number} : elle sera prête à emporter {when}.",
  acceptedDelivery: "Le restaurant a accepté votre commande {number} : elle partira en livraison {when}.",
  readyPickup:
    "Votre commande {number} est prête : elle vous attend au restaurant, {address}, {postalCode} {city}.",
  readyDelivery: "Votre commande {number} est prête : elle part bientôt en livraison.",
  out_for_delivery:
    "Votre commande {number} vient de partir : elle arrive bientôt au {address}, {postalCode} {city}.",
  collected: "Vous avez retiré votre commande {number}. Bon appétit !",
  delivered: "Votre commande {number} vous a été livrée. Bon appétit !",
  refused: "Nous sommes désolés : le restaurant n'a pas pu accepter votre commande {number}.",
  cancelled: "Nous sommes désolés : votre commande {number} a été annulée.",
  /** "mardi 24 novembre vers 12:40", in the restaurant's zone. */
  when: "{day} vers {time}",
  reason: "Raison donnée : {reason}",
} as const;

/** The timeline's notes beside a step. */
export const orderTimeline = {
  title: "Suivi de la commande",
  /** Under "Acceptée": the promise. */
  promisedPickup: "prête vers {time}",
  promisedDelivery: "départ vers {time}",
  preparing: "en préparation",
  /** Screen readers hear where each step stands. */
  done: "étape passée",
  current: "étape en cours",
  next: "étape à venir",
  stopped: "commande arrêtée",
  /** A step the kitchen went past without a tap (a delivery handed over at the counter). */
  noTime: "—",
} as const;
