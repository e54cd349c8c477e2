// `{name}` placeholders are filled with `fill`.

/**
 * The menu's texts that only its client pieces show (ADR 046): the search's results and clear
 * button, the address button, the notice of dishes dropped from a stored cart. Apart from `menu`,
 * so that the first load does not carry them.
 */
export const menuLater = {
  changeAddress: "Modifier l'adresse",
  chooseAddress: "Choisir l'adresse",
  searchTooShort: "Saisissez au moins 2 caractères",
  searchNone: "Aucun plat ne correspond à « {query} »",
  searchOne: "1 plat trouvé",
  searchMany: "{count} plats trouvés",
  searchClear: "Effacer la recherche",
  removedFromCart: "Retiré de votre panier car plus disponible : {names}.",
  repricedInCart: "Prix mis à jour dans votre panier : {names}.",
  dismiss: "J'ai compris",
} as const;
