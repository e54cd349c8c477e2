// `{name}` placeholders are filled with `fill`.

/** The delivery address picker. */
export const location = {
  title: "Adresse de livraison",
  label: "Votre adresse",
  placeholder: "12 rue de Marseille, Lyon",
  hint: "Saisissez au moins 3 caractères, puis choisissez une suggestion.",
  searching: "Recherche d'adresses…",
  noSuggestion: "Aucune adresse trouvée",
  oneSuggestion: "1 adresse proposée",
  suggestions: "{count} adresses proposées",
  checking: "Vérification de l'adresse…",
  invalid: "Adresse introuvable : vérifiez-la ou choisissez une suggestion.",
  valid: "Nous livrons à cette adresse : {address}.",
  close: "Fermer",
} as const;

/**
 * What choosing delivery changes, said where it is chosen (the menu's switch): the fee, and the
 * small-order supplement below the minimum order. The cart then names the same two parts.
 */
export const deliveryTerms = {
  atAddress: "Frais de livraison : {fee}.",
  atAddressWithCharge: "Frais de livraison : {fee}, plus {charge} de supplément sous {minimum} de commande.",
  from: "Frais de livraison dès {fee}, selon votre adresse.",
  fromWithCharge:
    "Frais de livraison dès {fee}, selon votre adresse, plus un supplément pour une petite commande.",
} as const;
