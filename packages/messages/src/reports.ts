/** The owner's reports and the sales journal: checks of the requests (more texts join as pages land). */
export const reportChecks = {
  dateInvalid: "La date doit être un jour au format AAAA-MM-JJ.",
  periodReversed: "La fin de la période doit être le même jour que son début, ou après.",
  periodTooLong: "Une période couvre au plus 366 jours.",
  dayClosesAtInvalid: "l'heure de fin de la journée s'écrit HH:MM, de 00:00 à 23:59 (par exemple 04:00)",
  exportUnknown: "Cet export n'existe pas : commandes, lignes, TVA ou journées.",
} as const;

/** The words of the reports' figures and exports. */
export const reportTexts = {
  /** The discount of an order placed before the offers were kept per order: one line. */
  discountWithoutOffer: "Remise",
} as const;
