// `{name}` placeholders are filled with `fill`.

/** The home page. */
export const home = {
  title: "Accueil",
  cta: "Voir la carte et commander",
  pickupOrDelivery: "À emporter ou en livraison",
  hoursTitle: "Nos horaires",
  popularTitle: "Les plus commandés",
  popularText: "Ce que nos clients reprennent chaque semaine.",
  closedDay: "Fermé",
} as const;
