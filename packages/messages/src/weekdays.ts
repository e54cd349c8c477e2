// A module of its own: the hours on the home and contact pages need the days' names, not the rules'
// texts beside them (a page bundles the modules it imports, ADR 019).

/** Days of the week as the opening hours show them. */
export const weekdays = {
  mon: "Lundi",
  tue: "Mardi",
  wed: "Mercredi",
  thu: "Jeudi",
  fri: "Vendredi",
  sat: "Samedi",
  sun: "Dimanche",
} as const;
