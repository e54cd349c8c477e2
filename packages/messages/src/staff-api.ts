// Texts of the restaurant's side of the API (/v2/staff/…, ADR 039): what the board shows when a
// request is refused. Each helper of the board adds its own texts here.

/** Request checks of the staff API's bodies. */
export const staffChecks = {
  actionUnknown: "Action inconnue.",
  readyAtInvalid: "L'heure de préparation doit être une date ISO 8601.",
  reasonRequired: "Indiquez une raison : le client la lira.",
  reasonTooLong: "La raison ne peut pas dépasser {max} caractères.",
  availabilityUnknown: "État inconnu : « disponible », « épuisé » ou « masqué ».",
  pauseScopeUnknown: "Pause inconnue : toutes les commandes ou la livraison seule.",
  pauseUntilInvalid: "La fin de la pause doit être une date ISO 8601.",
  nameRequired: "Indiquez un nom.",
  roleUnknown: "Rôle inconnu : « owner » (gérant) ou « staff » (équipe).",
  idInvalid: "Identifiant invalide.",
} as const;

/** Refusals of the staff API's guard (apps/server http/staff-session.ts). */
export const staffApi = {
  unauthorized: "Connectez-vous au tableau des commandes pour continuer.",
  ownerOnly: "Seul le gérant peut faire cela.",
} as const;
