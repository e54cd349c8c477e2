// `{name}` placeholders are filled with `fill`.

/** The home page. */
export const home = {
  title: "Accueil",
  cta: "Voir la carte et commander",
  /** The call to action while nothing is open now: the checkout offers the later times. */
  ctaLater: "Commander pour plus tard",
  /** The call to action while the restaurant is closed until further notice: the menu stays readable. */
  ctaClosed: "Voir la carte",
  /** Beside the opening state near the call to action: the week's hours lower on the page. */
  hoursLink: "Voir les horaires",
  pickupOrDelivery: "À emporter ou en livraison",
  hoursTitle: "Nos horaires",
  popularTitle: "Les plus commandés",
  popularText: "Ce que nos clients reprennent chaque semaine.",
  /** A best seller's "+" (its name in the label: the button shows only the sign). */
  add: "Ajouter {name} au panier",
  /** The "+" of a best seller that asks for a choice: it opens the dish's sheet on the menu. */
  chooseOptions: "Choisir les options de {name}",
  closedDay: "Fermé",
} as const;
