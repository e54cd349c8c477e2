// What the server says of a bad configuration at start (apps/server env.ts): one sentence per
// variable, so a typo stops the start with a clear reason.

export const configChecks = {
  invalid: "Configuration invalide :\n{problems}",
  portNotANumber: "PORT doit être un numéro de port.",
  portNotAnInteger: "PORT doit être un nombre entier.",
  portRange: "PORT doit être entre 1 et 65535.",
  dataDirEmpty: "DATA_DIR ne peut pas être vide.",
  journalKeyFile:
    "JOURNAL_KEY_FILE doit être le chemin d'un fichier (la clé privée du journal des ventes), pas celui d'un dossier.",
  databaseUrl: "DATABASE_URL doit être une adresse postgres://…",
  clockStart: "CLOCK_START doit être une date ISO 8601, ex. 2026-11-24T11:00:00Z.",
  geocoder: "GEOCODER doit valoir « embedded » ou « ban ».",
  banUrl: "BAN_URL doit être une adresse http(s)://…",
  osrmUrl: "OSRM_URL doit être une adresse http(s)://…",
  stripeSecretKey: "STRIPE_SECRET_KEY doit être une clé secrète Stripe (sk_test_… ou sk_live_…).",
  stripePublishableKey: "STRIPE_PUBLISHABLE_KEY doit être une clé publiable Stripe (pk_test_… ou pk_live_…).",
  stripeWebhookSecret: "STRIPE_WEBHOOK_SECRET doit être un secret de webhook Stripe (whsec_…).",
  stripePublishableKeyMissing:
    "✖ STRIPE_PUBLISHABLE_KEY est requise avec STRIPE_SECRET_KEY : la page de paiement en a besoin.",
  smtpUrl: "SMTP_URL doit être une adresse smtp://… ou smtps://…",
  mailFrom: "MAIL_FROM doit être une adresse, ex. « Piment Rouge <bonjour@exemple.fr> ».",
  devMailbox: "DEV_MAILBOX doit valoir 0 ou 1.",
  orderRateLimitNotANumber: "ORDER_RATE_LIMIT doit être un nombre de commandes.",
  orderRateLimitNotAnInteger: "ORDER_RATE_LIMIT doit être un nombre entier.",
  orderRateLimitBelowOne: "ORDER_RATE_LIMIT doit valoir au moins 1.",
  trustProxy:
    "TRUST_PROXY doit être le nombre de proxys devant la boutique, un entier de 0 à 10 (1 derrière un seul proxy).",
} as const;
