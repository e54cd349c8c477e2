// Texts of sold-out items, hidden ones and pauses on the restaurant's side (ADR 041): what the
// board is told when a change is refused.

/** Answers of /v2/staff/availability and /v2/staff/pause. */
export const availabilityApi = {
  itemUnknown: "Ce plat n'existe pas (ou plus).",
  choiceUnknown: "Ce choix d'option n'existe pas (ou plus).",
  pauseInPast: "La fin de la pause doit être dans le futur.",
  pauseTooLong: "Une pause dure {days} jours au plus : pour une fermeture plus longue, changez les horaires.",
} as const;
