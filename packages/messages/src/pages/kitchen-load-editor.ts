// The owner's inputs of the kitchen's load in the catalogue editor (ADR 061, 063): a category's and
// a dish's make time, and the kitchen's capacity per weekday and time range. `{name}` placeholders
// are filled with `fill`.

/** The make time of a category or a dish. */
export const makeTimeEditor = {
  legend: "Temps de préparation",
  hint: "Minutes de travail en cuisine pour la première unité, puis pour chaque unité en plus.",
  /** A category's choice: none (its dishes count no work) or its own minutes. */
  none: "Aucun",
  own: "En minutes de travail",
  /** A dish's choice: its category's ({value}: "4 min, +2 min" or "aucun") or its own. */
  fromCategory: "Celui de la catégorie ({value})",
  categoryValue: "{first} min, +{extra} min",
  categoryNone: "aucun",
  dishOwn: "Le sien",
  first: "Première unité (min)",
  extra: "Chaque unité en plus (min)",
} as const;

/** The kitchen's capacity page (/admin/carte/capacite). */
export const kitchenCapacityEditor = {
  title: "Capacité de la cuisine",
  link: "Capacité de la cuisine",
  /** The catalogue's links to the kitchen's own pages, above the list. */
  nav: "La cuisine",
  hint: "Minutes de travail que la cuisine fait par quart d'heure ; un créneau sans plage n'est pas limité.",
  noLimit: "Pas de limite : la cuisine prend toutes les commandes, à toute heure.",
  rangesLabel: "Plages de capacité",
  range: "Plage {index}",
  days: "Jours",
  from: "De",
  to: "À",
  minutes: "Minutes de travail par quart d'heure",
  addRange: "Ajouter une plage",
  removeRange: "Retirer la plage {index}",
  remove: "Retirer",
  /** What the conflict panel calls the ranges, and how it reads them. */
  conflictLabel: "Plages de capacité",
  conflictRange: "{days} {from}–{to} : {minutes} min",
  conflictNone: "pas de limite",
} as const;
