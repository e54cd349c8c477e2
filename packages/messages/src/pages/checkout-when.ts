// The checkout's "Quand ?" as the kitchen's quote words it (ADR 065): a section of its own, so that
// it travels with the when-step's lazy chunk and never with the checkout's first load.
// `{name}` placeholders are filled with `fill`.

/** The when-step's words from the kitchen's quote. */
export const checkoutWhen = {
  /** "Dès que possible · livrée vers 12:40": a delivery's quote counts the ride. */
  deliveredAround: "livrée vers {time}",
  /** A slot in the list that the cart's work no longer fits in: "12:15 - 12:30 · complet". */
  fullSlot: "{slot} · {full}",
  /**
   * Under "dès que possible" when the kitchen's quote says it cannot be now (its window is full):
   * still choosable (the quote may be a moment old), the server has the last word.
   */
  asapKitchenFull: "La cuisine est complète pour le moment : choisissez plutôt un créneau.",
  /** The chosen slot became full while the customer was on the page (or at "Commander"). */
  chosenSlotFull: "Le créneau {slot} est maintenant complet. Choisissez-en un autre.",
} as const;
