// `{name}` placeholders are filled with `fill`.

/** The product sheet (options, note, quantity). */
export const product = {
  /** A choice marked "épuisé" from the restaurant's board. */
  choiceSoldOut: "Épuisé",
  close: "Fermer",
  required: "Obligatoire · {count} choix",
  requiredRange: "Obligatoire · {min} à {max} choix",
  upTo: "Jusqu'à {max}",
  optional: "Facultatif",
  none: "Sans",
  choiceIncrease: "Ajouter : {name}",
  choiceDecrease: "Retirer : {name}",
  noteLabel: "Une précision pour la cuisine ?",
  // Neutral: the same sheet opens for a burger and for a drink (ADR 058).
  notePlaceholder: "Une allergie, une préférence…",
  quantity: "Quantité",
  decrease: "Un de moins",
  increase: "Un de plus",
  add: "Ajouter · {price}",
  added: "{name} ajouté au panier",
} as const;
