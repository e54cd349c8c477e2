/** The banner shown when a new version of the shop is ready (docs/product.md#pwa, ADR 035). */
export const updateBanner = {
  title: "Mise à jour disponible",
  text: "Une nouvelle version est prête",
  reload: "Actualiser",
} as const;
