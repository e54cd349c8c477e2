// The owner's password typed again before a sensitive action (ADR 051): publishing, restoring,
// scheduling, payments, the team.

export const passwordAgain = {
  title: "Confirmez votre mot de passe",
  intro:
    "Pour publier, restaurer une version, programmer, changer les paiements ou l'équipe, retapez votre mot de passe. Il reste valable 15 minutes.",
  label: "Mot de passe",
  confirm: "Confirmer",
  pending: "Vérification…",
  cancel: "Annuler",
} as const;
