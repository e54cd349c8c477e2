// What the server writes for whoever runs the shop: its log lines and the failures they carry, in
// French. The facts (ids, errors, addresses) go beside a log line as fields, never in its sentence.

/** The server's log lines (apps/server). */
export const serverLog = {
  // The process
  ready: "boutique prête",
  stopping: "arrêt",
  demoRestaurantInstalled: "base vide : restaurant de démonstration installé",
  backupFailed: "sauvegarde demandée par « npm run backup » non écrite",
  journalKeyMade:
    "clé du journal des ventes créée : gardez-en une copie en lieu sûr, les sauvegardes ne la contiennent pas",
  siteNotBuilt: "site non construit : lancez « npm run build » ; seule l'API répond",
  backOfficeNotBuilt: "espace équipe non construit : lancez « npm run build » ; /admin est introuvable",
  webhookSecretMissing:
    "STRIPE_WEBHOOK_SECRET absent : le webhook de Stripe est refusé, seul le retour du navigateur confirme un paiement",
  postgresConnectionLost: "connexion PostgreSQL perdue, remplacée",
  /** PGlite's worker thread stopped on its own (ADR 083): the server stops to be restarted. */
  pgliteWorkerLost: "le fil de PGlite s'est arrêté : le serveur s'arrête pour être relancé",
  /** The `payments` field of the ready line when the simulated provider takes the cards. */
  demoPayments: "mode démo",
  // Requests
  request: "requête",
  apiError: "erreur dans l'API",
  pageError: "erreur",
  geoUnavailable: "service d'adresses indisponible",
  recommendationsUnavailable: "recommandations indisponibles : liste vide",
  popularUnavailable: "articles populaires indisponibles : liste vide",
  // Orders and payments
  orderPlaced: "commande enregistrée",
  paymentProviderFailed: "le prestataire de paiement a échoué",
  paidAfterCancel: "paiement reçu pour une commande annulée : remboursement",
  paymentOfAnotherAmount: "paiement reçu d'un autre montant que la commande",
  paidByWebhook: "commande payée (webhook)",
  refunded: "commande remboursée",
  refundPending: "remboursement impossible pour le moment : nouvel essai dans une minute",
  unpaidCancelled: "commandes impayées annulées",
  intentNotClosed: "paiement non clos chez le prestataire",
  sweepFailed: "passage du balayage des commandes en échec",
  scheduledPublishFailed: "passage des publications programmées de la carte en échec",
  publishHeldForTest: "publication de la carte retenue avant sa validation (test d'arrêt brutal)",
  // Accounts
  codeNotSent: "code à usage unique non envoyé",
  // Mails
  mailSent: "e-mail envoyé",
  mailFailed: "envoi d'e-mail échoué : il sera retenté",
  outboxUnreachable: "boîte d'envoi inaccessible",
  mailKept: "e-mail gardé dans la boîte d'envoi (pas de serveur SMTP configuré)",
  mailText: "contenu de l'e-mail",
  outboxUnreadable: "lecture de la boîte d'envoi impossible",
  // Live events across processes (ADR 043)
  unknownNotification: "notification inconnue ignorée",
  listenLost: "écoute PostgreSQL perdue, reprise",
  listenResumed: "écoute PostgreSQL reprise",
  listenRetry: "écoute PostgreSQL impossible, nouvel essai",
  listenSilent: "écoute PostgreSQL muette, reprise",
  notifyFailed: "notification PostgreSQL impossible",
  // Photos (ADR 055)
  framingEncoded: "cadrage de photo préparé",
  framingFailed: "cadrage de photo impossible à préparer",
  photoEncoderFailed: "passage de l'encodeur de photos en échec",
  photosSwept: "photos et cadrages abandonnés supprimés",
  photoSweepFailed: "passage du balayage des photos en échec",
  // The sales journal's chainer (ADR 066)
  journalOpened: "journal des ventes ouvert : écriture d'ouverture écrite",
  chainerLeading: "chaînage du journal des ventes assuré par ce processus",
  chainerLockLost: "connexion du chaînage du journal perdue : un autre processus prendra le relais",
  // The shop's one placer of orders on PostgreSQL (ADR 088)
  placerLeading: "placement des commandes assuré par ce processus",
  placerLockLost: "connexion du placement des commandes perdue : un autre processus prendra le relais",
  placerListenLost: "écoute du placement des commandes perdue : reprise à la prochaine seconde",
  placerPassFailed: "placement des lots en file d'attente échoué : nouvel essai à la prochaine passe",
  chainFailed: "passage du chaînage du journal des ventes en échec",
  periodClosed: "période du journal des ventes clôturée",
} as const;

/**
 * What a failure inside the server says (an Error's message, read in the log): a broken invariant,
 * or an outside service (the card provider, the address services) that did not answer as it should.
 */
export const serverFailures = {
  orderLinesUnreadable: "commande sans lignes lisibles",
  orderMissingAfterConflict: "commande introuvable après un conflit sur local_id",
  orderNotStored: "la commande n'a pas été enregistrée : place_orders n'a rien rendu",
  dayCounterMissing: "compteur de commandes du jour introuvable",
  firstOrderOfferAfterRepricing: "offre de première commande encore appliquée à une commande suivante",
  restaurantPositionMissing: "contacts.latitude et contacts.longitude manquent dans les réglages",
  limiterNameInvalid: "nom de limiteur invalide : {name}",
  limiterPolicyInvalid: "limite ou fenêtre invalide",
  rateLimitNotCounted: "tentative non comptée : la limite du client n'a rien rendu",
  batchAnswerMissing: "lot envoyé à la base sans réponse pour l'un de ses éléments",
  placementQueuedUnanswered: "lot de commandes en file d'attente sans réponse du placeur",
  placementFailed: "lot de commandes refusé par la base : {message}",
  mailNotWritten: "e-mail non enregistré dans la boîte d'envoi",
  listenNeedsPostgres: "LISTEN/NOTIFY demande PostgreSQL",
  noAnswer: "pas de réponse",
  interrupted: "interrompu",
  storefrontBuildIncomplete:
    "Le build du site n'exporte pas apiContext, clockContext, cspNonceContext et inlineStylesheetContext depuis entry.server.",
  // The address services (BAN, OSRM): "{service} : …"
  geoFailure: "{service} : {failure}",
  geoTimeout: "délai dépassé",
  geoUnreachable: "injoignable",
  geoUnreadable: "réponse illisible",
  geoUnexpected: "réponse inattendue",
  geoHttpStatus: "réponse HTTP {status}",
  // The card providers: "Stripe : …", "mode démo : …"
  stripeFailure: "Stripe : {failure}",
  stripeUnknown: "{what} inconnu",
  stripeCannotChange: "{what} ne peut plus changer",
  stripeFailed: "{what} — {type}",
  stripeError: "erreur",
  stripeFailedPlain: "échec",
  stripeWhatCustomer: "client",
  stripeWhatPayment: "paiement",
  stripeWhatRefund: "remboursement",
  stripeClientSecretMissing: "clé client absente",
  paymentAlreadyDone: "paiement déjà terminé",
  demoFailure: "mode démo : {failure}",
  paymentUnknown: "paiement inconnu",
  paymentNotWritten: "paiement non enregistré",
  paymentNeverCaptured: "paiement jamais encaissé",
} as const;
