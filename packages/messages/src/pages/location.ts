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
  valid: "Nous livrons au {address}.",
  close: "Fermer",
} as const;
