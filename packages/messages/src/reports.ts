/** The owner's reports and the sales journal: checks of the requests (more texts join as pages land). */
export const reportChecks = {
  dateInvalid: "La date doit être un jour au format AAAA-MM-JJ.",
  periodReversed: "La fin de la période doit être le même jour que son début, ou après.",
  periodTooLong: "Une période couvre au plus 366 jours.",
  exportUnknown: "Cet export n'existe pas : commandes, lignes, TVA ou journées.",
} as const;
