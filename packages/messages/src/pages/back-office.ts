// The back office's pages (/admin, ADR 044, 045): the order board, its tickets, availability and the team.
// `{name}` placeholders are filled with `fill`.

/** Progress of an order as the kitchen names it, and the board's columns. */
export const boardProgressLabels = {
  placed: "À accepter",
  accepted: "Acceptée",
  preparing: "En préparation",
  ready: "Prête",
  out_for_delivery: "En livraison",
  completed: "Terminée",
  refused: "Refusée",
  cancelled: "Annulée",
} as const;

/** The board's columns (apps/back-office lib/board-columns.ts). */
export const boardColumnLabels = {
  to_accept: "À accepter",
  in_kitchen: "En préparation",
  ready: "Prêtes",
  delivering: "En livraison",
  done: "Terminées",
} as const;

/** The buttons of an order's next actions, as the server lists them. */
export const boardActionLabels = {
  accept: "Accepter",
  refuse: "Refuser",
  start_preparing: "Commencer la préparation",
  mark_ready: "Prête",
  send_out: "Partie en livraison",
  complete: "Terminée",
  cancel: "Annuler la commande",
} as const;

export const backOffice = {
  // Every /admin page
  toolName: "Tableau des commandes",
  nav: "Navigation du tableau",
  /** Screen readers: the bar scrolls sideways on a phone. */
  navHint: "Faites défiler la barre pour voir tous les onglets.",
  navBoard: "Commandes",
  navAvailability: "Disponibilités",
  navTeam: "Équipe",
  navRestaurant: "Restaurant",
  navPublish: "Publier",
  navHistory: "Historique",
  navJournal: "Journal",
  navReports: "Rapports",
  navCatalogue: "Carte",
  logout: "Se déconnecter",
  loggedInAs: "{name} · {role}",
  roleOwner: "gérant",
  roleStaff: "équipe",
  loading: "Chargement…",

  // Login
  loginTitle: "Connexion de l'équipe",
  loginIntro: "Le tableau des commandes est réservé à l'équipe du restaurant.",
  /** The server refused the kept session (expired, closed elsewhere, member removed). */
  sessionEnded: "Votre session a pris fin : reconnectez-vous pour retrouver le tableau des commandes.",
  email: "E-mail",
  password: "Mot de passe",
  loginSubmit: "Se connecter",
  loginPending: "Connexion…",

  // The board
  boardTitle: "Commandes",
  connected: "En direct",
  reconnecting: "Connexion perdue, reconnexion…",
  /** Before the board's stream has opened once (the page drawn by the server, hydrating). */
  connecting: "Connexion…",
  emptyColumn: "Aucune commande",
  columnsLabel: "Commandes par étape",
  noOrders: "Aucune commande en cours.",
  newOrderBanner: "1 commande à accepter",
  newOrdersBanner: "{count} commandes à accepter",
  newOrderAnnounce: "Nouvelle commande {number} à accepter.",
  autoAcceptedAnnounce: "Nouvelle commande {number}, acceptée automatiquement.",
  soundOn: "Activer le son",
  soundOnHint: "Une sonnerie et une notification à chaque nouvelle commande.",
  soundActive: "Son activé",
  soundOff: "Couper le son",
  soundResume: "Touchez l'écran pour réactiver le son",
  notificationTitle: "Nouvelle commande {number}",
  autoAccept: "Acceptation automatique",
  autoAcceptOn: "Acceptation automatique activée par le gérant",
  autoAcceptHint: "Heures de pointe : chaque commande est acceptée à son arrivée et son ticket imprimé.",
  autoAcceptFailed: "Impossible de changer l'acceptation automatique : {message}",

  // An order's card
  orderTitle: "Commande {number}",
  /** Before the number, for screen readers: the card shows "n° 12" large. */
  orderWord: "Commande",
  /** The running timer since the order reached the board, said in full to screen readers. */
  timerSince: "Reçue à {time}, il y a",
  timerLevels: { calm: "", soon: "bientôt en retard", late: "en retard" },
  slotShort: "créneau {slot}",
  pickup: "À emporter",
  delivery: "Livraison",
  asap: "Dès que possible — promise pour {time}",
  slot: "Créneau {slot} — promise pour {time}",
  otherDay: "le {date}",
  call: "Appeler {name} au {phone}",
  paidByCard: "Payée par carte",
  refunded: "Remboursée",
  refundPending: "Remboursement en attente",
  toCollect: "À encaisser : {amount}",
  toCollectCash: "À encaisser en espèces : {amount}",
  free: "offert",
  note: "Note : {note}",
  coupon: "Code {code}",
  total: "Total",
  discount: "Remise",
  history: "Historique",
  historyBy: "{progress} à {time} par {by}",
  historyByShop: "{progress} à {time} (automatique)",
  actionsLabel: "Actions de la commande {number}",
  printTicket: "Imprimer les tickets",
  actionFailed: "L'action n'a pas abouti : {message}",

  // The pauses, at the top of the board: an empty board during a pause is not a quiet service.
  boardPausesLabel: "Pauses en cours",
  /** The board's button that opens the "coup de feu" (its other words: kitchenBoard). */
  rushOpen: "Coup de feu",
  boardPausedOrdering: "Commandes en pause jusqu'à {when}",
  boardPausedDelivery: "Livraison en pause jusqu'à {when}",
  boardPausedOrderingEffect: "Aucune commande n'arrive : les clients ne peuvent pas commander.",
  boardPausedDeliveryEffect: "Seules les commandes à emporter arrivent.",
  boardPauseReason: "Raison donnée aux clients : {reason}",
  boardResumeOrdering: "Reprendre les commandes",
  boardResumeDelivery: "Reprendre la livraison",

  // Accepting
  acceptTitle: "Accepter la commande {number}",
  acceptIntro: "Prête à quelle heure ? Le client la verra.",
  readyAtPromised: "Heure promise ({time})",
  readyAtPlus: "+{minutes} min",
  acceptConfirm: "Accepter et imprimer",
  cancel: "Retour",

  // Refusing, cancelling
  refuseTitle: "Refuser la commande {number}",
  cancelTitle: "Annuler la commande {number}",
  reasonIntro: "Le client lira cette raison.",
  reasonLabel: "Raison",
  reasonRequired: "Indiquez une raison : le client la lira.",
  refundNote: "La commande est payée par carte : elle sera remboursée.",
  refuseConfirm: "Refuser la commande",
  cancelConfirm: "Annuler la commande",
  quickReasons: [
    "Nous sommes complets pour le moment",
    "Un article est épuisé",
    "Adresse hors de notre zone de livraison",
    "Le restaurant ferme bientôt",
  ],

  // Tickets
  ticketTitle: "Tickets de la commande {number}",
  kitchenTicket: "Cuisine",
  bagTicket: "Sac",
  ticketPromised: "Pour {time}",
  ticketPaid: "PAYÉE",
  ticketPrint: "Imprimer",
  ticketBack: "Retour au tableau",
  ticketMissing: "Commande introuvable.",

  // Availability and pauses
  availabilityTitle: "Disponibilités",
  itemsTitle: "Plats",
  choicesTitle: "Options",
  available: "disponible",
  soldOut: "épuisé",
  hidden: "masqué",
  soldOutUntil: "revient {when}",
  returnTomorrowDay: "demain",
  stateOf: "État de {name}",
  availabilityFailed: "Impossible de changer l'état : {message}",
  pauseTitle: "Pauses",
  pauseOrdering: "Toutes les commandes",
  pauseDelivery: "La livraison seule",
  pausedUntil: "En pause jusqu'à {time} : {reason}",
  notPaused: "Ouvert",
  pauseUntil: "Jusqu'à",
  pauseReason: "Raison affichée aux clients",
  pauseDefaultReason: "Nous sommes débordés, revenez dans un moment.",
  pauseStart: "Mettre en pause",
  pauseEnd: "Reprendre",
  pauseFailed: "Impossible de changer la pause : {message}",
  pauseDurations: [15, 30, 60],
  pauseMinutes: "{minutes} min",

  // The team (owner)
  teamTitle: "Équipe",
  ownerOnly: "Seul le gérant gère l'équipe.",
  teamList: "Membres",
  addMember: "Ajouter un membre",
  name: "Nom",
  role: "Rôle",
  addSubmit: "Ajouter",
  remove: "Retirer {name}",
  removeConfirm: "Retirer {name} de l'équipe ?",
  you: "(vous)",
  teamFailed: "L'opération n'a pas abouti : {message}",

  // One's own password (every member, ADR 085)
  navPassword: "Mot de passe",
  passwordTitle: "Mon mot de passe",
  passwordIntro:
    "Changez le mot de passe avec lequel vous ouvrez le tableau. Vos sessions sur les autres appareils seront fermées ; celle-ci reste ouverte.",
  currentPassword: "Mot de passe actuel",
  newPassword: "Nouveau mot de passe",
  newPasswordHint: "Au moins 8 caractères.",
  passwordConfirmation: "Le nouveau mot de passe, encore une fois",
  passwordSubmit: "Changer le mot de passe",
  passwordPending: "Enregistrement…",
  passwordFailed: "Le mot de passe n'a pas été changé : {message}",
} as const;
