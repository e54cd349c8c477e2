// `{name}` placeholders are filled with `fill`.

/**
 * The menu's words the server works out for the page (`menu-view.server.ts`, ADR 014): the
 * opening state beside each menu, the pickup line of the order mode bar. Apart from `menu`, so
 * that the browser does not load them.
 */
export const menuServer = {
  opensAt: "Ouvre {when}",
  closed: "Fermé",
  pickupReady: "À emporter · prêt dans {minutes} min",
  /** The restaurant sets no preparation time. */
  pickupNoDelay: "À emporter",
} as const;
