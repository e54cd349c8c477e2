import { weekdays } from "../weekdays.ts";

// `{name}` placeholders are filled with `fill`.

/** Opening hours, as the home and contact pages show them. */
export const hours = {
  title: "Horaires",
  weekTitle: "Horaires de la semaine",
  day: "Jour",
  today: "aujourd'hui",
  todayTitle: "Aujourd'hui",
  pickup: "À emporter",
  delivery: "Livraison",
  /** The single column when pickup and delivery keep the same hours. */
  bothServices: "À emporter et livraison",
  closed: "Fermé",
  range: "{start} – {end}",
  rangeNextDay: "{start} – {end} (le lendemain)",
  openNow: "Ouvert maintenant",
  openPickupOnly: "Ouvert à emporter · la livraison reprend {when}",
  openDeliveryOnly: "Ouvert en livraison · le retrait reprend {when}",
  openPickupNoDelivery: "Ouvert à emporter",
  closedUntil: "Fermé · ouvre {when}",
  /** Under "Fermé · ouvre mardi à 11:30" at the top of the home page and the menu (ADR 057). */
  closedNowDetail: "Vous pouvez déjà commander pour plus tard.",
  weekdays,
} as const;
