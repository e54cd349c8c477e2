// `{name}` placeholders are filled with `fill`.

/** The 404 and error pages (docs/product.md#errors). */
export const error = {
  notFoundTitle: "404 !",
  notFoundText: "Désolé, cette page n'existe pas.",
  /** The spec's 'Page not found: {path}', shown under the 404 and given to search engines. */
  notFoundPath: "Page introuvable : {path}",
  notFoundPageTitle: "Page introuvable",
  title: "Mince",
  pageTitle: "Erreur",
  broke: "On dirait que quelque chose s'est cassé.",
  sorry: "Désolé pour la gêne.",
  backHome: "Retour à l'accueil",
} as const;
