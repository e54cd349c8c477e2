// Texts of the commands a developer or an operator runs: `npm run build`, the server's start and
// the unit tests' run.

/** `npm run build` (scripts/build.ts) and the server's start (`npm start`, `npm run serve`). */
export const shopCommands = {
  building: "Construction de {workspace}…",
  buildFailed: "La construction de {workspace} a échoué (code {code}) ; voici ce qu'elle a écrit :",
  /** The last line of a start: the address to open, with the real host and port. */
  ready: "Comptoir est prêt : {url}",
} as const;

/** The unit tests' run (vitest), when a part of them could not run here. */
export const testRun = {
  /** Tests tagged `postgres`, skipped without a server to run on. */
  postgresAbsent:
    "PostgreSQL absent (DATABASE_URL non défini) : {count} tests ignorés ; les autres tests de base de données tournent sur PGlite seulement.",
} as const;

/** `npm run backup` and `npm run restore` (apps/server backup.ts, restore.ts; ADR 071). */
export const backupCommand = {
  backupUsage: "Usage : npm run backup -- fichier-de-sauvegarde",
  restoreUsage: "Usage : npm run restore -- fichier-de-sauvegarde [--force]",
  targetExists:
    "{file} existe déjà : choisissez un autre nom (une sauvegarde n'en remplace jamais une autre).",
  noShop: "Aucune boutique dans {dataDir} : rien à sauvegarder (DATA_DIR désigne-t-il le bon dossier ?).",
  serverStarting:
    "Le serveur (processus {pid}) démarre sur {dataDir} : relancez la sauvegarde dans un instant.",
  serverGone: "Le serveur (processus {pid}) s'est arrêté avant d'avoir écrit la sauvegarde : relancez-la.",
  serverSilent: "Le serveur (processus {pid}) n'a pas répondu en 10 minutes : la sauvegarde n'est pas faite.",
  serverFailed: "Le serveur n'a pas pu écrire la sauvegarde : {reason}",
  toolMissing:
    "{tool} est introuvable : installez les outils clients de PostgreSQL (de la version du serveur ou plus récents) et ajoutez-les au PATH.",
  toolFailed: "{tool} a échoué :\n{output}",
  backedUp:
    "Sauvegarde écrite dans {file}. Elle contient les données des clients : gardez-la en lieu sûr, lisible de vous seul.",
  keyNotIncluded:
    "La clé du journal des ventes ({keyFile}) n'est pas dans la sauvegarde : gardez-en une copie à part, une fois pour toutes.",
  unreadable: "Impossible de lire {file} : {reason}",
  notABackup:
    "{file} n'est pas une sauvegarde de Comptoir (ni une copie PGlite, ni un pg_dump au format custom).",
  pgliteBackupNeedsPglite:
    "{file} est la sauvegarde d'une boutique sur PGlite : restaurez-la sans DATABASE_URL, dans DATA_DIR.",
  postgresBackupNeedsPostgres:
    "{file} est la sauvegarde d'une boutique sur PostgreSQL : DATABASE_URL doit désigner la base où la restaurer.",
  shopNotEmpty:
    "{place} contient déjà une boutique : la restauration la remplacerait. Ajoutez --force pour le faire (sur PGlite, l'ancien dossier est gardé à côté).",
  restoreFailed: "La restauration de {file} a échoué ({reason}) : rien n'a changé.",
  movedAside: "L'ancien dossier de données est gardé dans {folder}.",
  restored: "Boutique restaurée : {orders} commande(s), {entries} écriture(s) du journal des ventes.",
  keyKept: "La clé du journal des ventes de l'ancien dossier est remise à sa place ({keyFile}).",
  keyMissing:
    "La clé du journal des ventes n'est pas dans la sauvegarde : remettez votre copie à {keyFile} avant de démarrer le serveur. Sans elle, il en créera une nouvelle et les archives suivantes seront signées d'une autre clé.",
} as const;

/** `npm run journal:verify` (ADR 066): the sales journal checked against its chain, its closings and the orders. */
export const journalVerifyCommand = {
  usage: "Usage : npm run journal:verify -- [FICHIER_ARCHIVE]",
  intact: "Journal intègre : {entries}, {closings}.",
  oneEntry: "{count} écriture",
  entries: "{count} écritures",
  oneClosing: "{count} clôture",
  closings: "{count} clôtures",
  /** Said beside `intact`: the newest entries wait for the chainer, which seals them within a second. */
  unchained: "{count} écritures récentes attendent encore d'être chaînées.",
  broken: "Journal altéré à l'écriture n° {seq} ({kind}{order}) : {what}.",
  orderOf: ", commande {order}",
  unknownKind: "inconnue",
  linkMissing: "la chaîne n'a pas de lien pour ce numéro",
  entryMissing: "l'écriture a disparu alors que la chaîne l'a enregistrée",
  entryInGap: "une écriture occupe un numéro que la chaîne a enregistré comme vide",
  hashDiffers:
    "son empreinte ne correspond pas à la chaîne : l'écriture, sa place ou le lien a été modifié après coup",
  closingRange: "la clôture ne reprend pas où la précédente s'arrête (écritures {first} à {last})",
  closingTotals: "les totaux de la clôture diffèrent de ceux recalculés de ses écritures",
  grandTotals: "les grands totaux de la clôture diffèrent des précédents augmentés de la période",
  orderMissing: "la commande n'existe plus",
  orderDiffers: "{field} : {written} dans l'écriture, {stored} dans la commande",
  archiveUnreadable: "Impossible de lire l'archive {file} : vérifiez son chemin.",
} as const;

/** The order's figures `journal:verify` compares with its entries, as the message names them. */
export const journalOrderFields = {
  total: "total (centimes)",
  rates: "TVA par taux",
  number: "numéro",
  date: "date",
  mode: "mode",
  method: "moyen de paiement",
  discount: "remise (centimes)",
  delivery: "livraison (centimes)",
} as const;
