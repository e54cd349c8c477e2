// Texts of the kitchen's load (ADR 061): what a customer is told when the kitchen is full, what the
// board says of the next windows and of a "coup de feu", and the checks of their requests.

/** The checkout's and the server's words for a full kitchen. */
export const kitchenFull = {
  /** 409 when the window cannot take the order's work; {next}: the next window that can ("12:45"). */
  windowFull: "La cuisine est complète à cette heure-là. Prochain créneau libre : {next}.",
  windowFullNoNext: "La cuisine est complète pour aujourd'hui. Merci de choisir un autre jour.",
  /** 429 when one client already holds too many unpaid card orders. */
  tooManyHolds:
    "Vous avez déjà des commandes en attente de paiement. Terminez-les ou réessayez dans quelques minutes.",
  /** Beside a slot the cart's work no longer fits in. */
  slotFull: "complet",
  /** "Dès que possible", quoted from the kitchen's load: {time} "12:25". */
  readyAround: "prête vers {time}",
} as const;

/** The board's load bars and its "coup de feu". */
export const kitchenBoard = {
  loadTitle: "Charge de la cuisine",
  loadWindow: "{time} : {percent} % ({reserved} min sur {capacity})",
  loadUnlimited: "{time} : pas de limite ({reserved} min)",
  loadClosed: "{time} : fermé",
  rushTitle: "Coup de feu",
  rushAdd: "+{minutes} min",
  rushClose: "Fermer les prochains créneaux",
  rushUntil: "Jusqu'à",
  rushStart: "Lancer le coup de feu",
  rushEnd: "Terminer le coup de feu",
  rushActiveAdd: "Coup de feu : +{minutes} min sur chaque heure promise, jusqu'à {until}.",
  rushActiveClosed: "Coup de feu : créneaux fermés jusqu'à {until}.",
  rushActiveBoth:
    "Coup de feu : +{minutes} min sur chaque heure promise, et créneaux fermés, jusqu'à {until}.",
  /** The strip's words beside each bar, short enough for eight windows across a tablet. */
  loadShortClosed: "fermé",
  loadShortUnlimited: "pas de limite",
  loadPercent: "{percent} %",
  loadMinutes: "{reserved} min",
  loadFailed: "Impossible de lire la charge de la cuisine : {message}",
  /** The banner while a "coup de feu" is in force, short: the sentences above are its description. */
  rushBannerAdd: "Coup de feu : +{minutes} min jusqu'à {until}",
  rushBannerClosed: "Coup de feu : créneaux fermés jusqu'à {until}",
  rushBannerBoth: "Coup de feu : +{minutes} min, créneaux fermés, jusqu'à {until}",
  rushIntro:
    "Pour tenir le rythme : les heures promises aux clients reculent, ou les prochains créneaux ne prennent plus de commande. Tout revient à la normale à l'heure choisie.",
  rushAddLegend: "Ajouter à chaque heure promise",
  rushAddNone: "Rien",
  rushCloseHint: "Les clients ne peuvent plus choisir ces créneaux ; les commandes déjà passées restent.",
  rushHowLong: "Pour combien de temps ?",
  /** The quick ends: {time} is the end on the shop's clock. */
  rushForMinutes: "{minutes} min · {time}",
  rushForHour: "1 h · {time}",
  rushUntilTime: "jusqu'à {time}",
  rushFailed: "Impossible de changer le coup de feu : {message}",
} as const;

/** Request checks of the kitchen's endpoints. */
export const kitchenChecks = {
  rushMinutesInvalid: "Ajoutez 0, 10, 20 ou 30 minutes.",
  rushUntilInvalid: "La fin du coup de feu doit être une date ISO 8601.",
  rushUntilPast: "La fin du coup de feu doit être dans le futur, et dans les 12 prochaines heures.",
  rushNothing: "Ajoutez des minutes ou fermez les créneaux : sinon, il n'y a pas de coup de feu.",
  quoteLinesInvalid: "Le panier envoyé est invalide.",
} as const;
