// `{name}` placeholders are filled with `fill`.

/** What search engines and shared links show of the shop (structured data, og tags, sitemaps). */
export const searchEngine = {
  /** The title of a shared dish link: "Burger Brasier · Piment Rouge". */
  productTitle: "{dish} · {restaurant}",
  /** The preview under it: "12,50 € · Double steak, cheddar fumé…". */
  productDescription: "{price} · {description}",
  /** A dish's allergens, after its description in the menu's structured data. */
  allergens: "Allergènes : {list}.",
  /** The restaurant's prices, from its cheapest to its dearest dish: "2,50 € – 14,90 €". */
  priceRange: "{lowest} – {highest}",
} as const;
