// `{name}` placeholders are filled with `fill`.

/** The 404 and error pages. */
export const error = {
  notFoundTitle: "404 !",
  notFoundText: "Désolé, cette page n'existe pas.",
  title: "Mince",
  broke: "On dirait que quelque chose s'est cassé.",
  sorry: "Désolé pour la gêne.",
  backHome: "Retour à l'accueil",
} as const;
