// Texts of publishing the catalogue (ADR 051): the publish call, the versions, restore, scheduled
// publishes. What the owner reads when a publish is refused or a scheduled one could not happen.

/** Request checks of the publishing calls' bodies. */
export const cataloguePublishingChecks = {
  confirmInvalid: "« confirm_warnings » doit valoir vrai ou faux.",
  atInvalid: "L'heure de publication doit être une date ISO 8601 avec son fuseau.",
} as const;

/** Refusals and failures of publishing. `{…}` are filled with `fill`. */
export const cataloguePublishingApi = {
  draftInvalid: "Le brouillon contient des erreurs : corrigez-les avant de publier.",
  warningsUnconfirmed: "Le brouillon appelle des vérifications : confirmez-les pour publier.",
  nothingToPublish: "Rien à publier : le brouillon est identique à la carte en ligne.",
  nothingToRestore: "Cette version est déjà la carte en ligne.",
  versionUnknown: "Cette version de la carte n'existe pas.",
  scheduledUnknown: "Cette publication programmée n'existe pas.",
  scheduledClosed: "Cette publication programmée a déjà eu lieu, échoué ou été annulée.",
  atInPast: "L'heure de publication doit être dans le futur.",
  atTooFar: "Une publication se programme au plus {days} jours à l'avance.",
  /** One line of a 422 about the document's shape: where, then what. */
  fieldProblem: "{path} : {message}",
  /** Why a due scheduled publish did not happen (kept on its row, shown in its list). */
  scheduledInvalid: "La carte programmée n'est plus valide : {reasons}",
  scheduledNothing: "Rien à publier : la carte en ligne était déjà celle-ci.",
} as const;
