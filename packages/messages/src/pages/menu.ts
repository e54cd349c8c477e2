// `{name}` placeholders are filled with `fill`.

/** The menu page: categories, items, search, order mode. */
export const menu = {
  title: "La carte",
  categoriesLabel: "Catégories de la carte",
  openNow: "Ouvert",
  soldOut: "Épuisé",
  allergens: "Allergènes : {list}",
  spicyLevel: "Épicé, niveau {level} sur 3",
  modeLabel: "À emporter ou en livraison",
  pickup: "À emporter",
  delivery: "Livraison",
  deliveryTo: "Livraison : {address}",
  deliveryNoAddress: "Livraison · adresse à choisir",
  searchLabel: "Rechercher un plat",
  searchPlaceholder: "Burger, wings, coréen…",
} as const;
