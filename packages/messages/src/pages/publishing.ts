// The owner's publishing side of the catalogue editor (ADR 051): the draft's review and its
// publish, scheduled publishes, the versions and their restore, the restaurant file's export and
// import. `{name}` placeholders are filled with `fill`.

/** The kinds of things of the draft, as the change list groups them. */
export const thingKindLabels = {
  settings: "Réglages",
  zones: "Zones de livraison",
  menu: "Cartes",
  category: "Catégories",
  item: "Plats",
  group: "Options",
  offer: "Offres et codes promo",
} as const;

/** One thing of a kind, as a problem's place names it ("Plat frites-maison"). */
export const thingKindNames = {
  settings: "Réglages",
  zones: "Zones de livraison",
  menu: "Carte",
  category: "Catégorie",
  item: "Plat",
  group: "Options",
  offer: "Offre",
} as const;

/** The fields a problem names, in French; another is shown as the draft names it. */
export const problemFieldLabels: Readonly<Record<string, string>> = {
  name: "nom",
  description: "description",
  price_pickup: "prix à emporter",
  price_delivery: "prix en livraison",
  tax_rate: "TVA",
  allergens: "allergènes",
  options: "options",
  choices: "choix",
  hours: "horaires",
  image: "image",
  photo: "photo",
  min: "minimum",
  max: "maximum",
  code: "code promo",
  value: "valeur",
  menus: "cartes visées",
  categories: "catégories visées",
  items: "plats visés",
  minimum_amount: "commande minimum",
  postal_code: "code postal",
};

/** How a version came to be (`install`, `upgrade`, `publish`, `scheduled`, `restore`, `import`). */
export const versionKindLabels: Readonly<Record<string, string>> = {
  install: "Installation",
  upgrade: "Mise à jour",
  publish: "Publication",
  scheduled: "Publication programmée",
  restore: "Restauration",
  import: "Import",
};

export const publishing = {
  // The review of the draft
  publishTitle: "Publier la carte",
  publishIntro:
    "Vos modifications restent dans le brouillon jusqu'à la publication : les clients voient la carte publiée.",
  changesTitle: "Modifications du brouillon",
  changesCount: "{count} modifications par rapport à la carte publiée.",
  changesOne: "1 modification par rapport à la carte publiée.",
  noChanges: "Aucune modification : le brouillon est identique à la carte publiée.",
  edit: "Modifier",
  editThing: "Modifier : {text}",
  errorsTitle: "À corriger avant de publier",
  errorsIntro: "La carte ne peut pas être publiée tant que ces erreurs restent.",
  warningsTitle: "Avertissements",
  warningsIntro: "La carte peut être publiée, mais vérifiez d'abord ces points.",
  problemWhere: "{thing} · {field}",
  warningsRead: "J'ai lu les avertissements",
  publishNow: "Publier maintenant",
  publishPending: "Publication…",
  blockedByErrors: "Corrigez d'abord les erreurs de la liste « À corriger avant de publier ».",
  blockedByWarnings: "Cochez « J'ai lu les avertissements » pour publier.",
  blockedNoChanges: "Rien à publier pour l'instant.",
  published: "Version {number} publiée : les clients voient maintenant la nouvelle carte.",
  publishFailed: "La publication n'a pas abouti : {message}",

  // Scheduling
  scheduleTitle: "Programmer la publication",
  scheduleIntro: "Le brouillon tel qu'il est maintenant sera publié à l'heure choisie (heure du restaurant).",
  scheduleDate: "Date",
  scheduleTime: "Heure",
  scheduleSubmit: "Programmer",
  schedulePending: "Programmation…",
  schedulePast: "Choisissez un moment à venir.",
  scheduleInvalid: "Indiquez une date et une heure.",
  scheduled: "Publication programmée {when}.",
  scheduledTitle: "Publications programmées",
  scheduledNone: "Aucune publication programmée.",
  scheduledEntry: "{when} · {count} modifications",
  scheduledBy: "programmée par {name}",
  scheduledCancel: "Annuler",
  scheduledCancelLabel: "Annuler la publication programmée {when}",
  scheduledCancelled: "Publication programmée annulée.",
  when: {
    today: "aujourd'hui à {time}",
    tomorrow: "demain à {time}",
    later: "{weekday} à {time}",
  },
  dateAt: "{date} à {time}",

  // Discarding the draft
  discardTitle: "Abandonner le brouillon",
  discardButton: "Abandonner le brouillon",
  discardConfirm:
    "Toutes les modifications non publiées seront perdues : le brouillon redevient la carte publiée. Continuer ?",
  discardSubmit: "Abandonner les modifications",
  discarded: "Brouillon abandonné : il est de nouveau identique à la carte publiée.",
  keep: "Garder",

  // Export and import
  fileTitle: "Fichier du restaurant",
  fileIntro:
    "Le fichier contient toute la carte et les réglages (avec les photos, une archive .zip) : une sauvegarde, ou un moyen de préparer la carte ailleurs.",
  exportButton: "Exporter le restaurant",
  exportFailed: "L'export n'a pas abouti : {message}",
  importLabel: "Importer un fichier",
  importHint: "Le fichier remplace tout le brouillon ; rien n'est publié avant que vous publiiez.",
  importNotJson: "Ce fichier n'est ni un fichier JSON lisible ni une archive .zip.",
  importFailed: "L'import n'a pas abouti : {message}",
  imported: "Fichier importé : il est maintenant le brouillon. Relisez les modifications avant de publier.",

  // The versions
  historyTitle: "Historique des versions",
  historyIntro: "Chaque publication crée une version. Restaurer une version la publie de nouveau.",
  historyEmpty: "Aucune version pour l'instant.",
  versionNumber: "Version {number}",
  versionCurrent: "en ligne",
  versionBy: "par {name}",
  versionChanges: "{count} modifications",
  versionChangesOne: "1 modification",
  versionChangesNone: "aucune modification",
  versionRestoredFrom: "reprend la version {number}",
  versionOpen: "Voir la version {number}",
  versionTitle: "Version {number}",
  versionMissing: "Version introuvable.",
  versionBack: "Retour à l'historique",
  versionChangesTitle: "Modifications de cette version",
  versionNoChanges: "Aucune modification par rapport à la version précédente.",
  restoreButton: "Restaurer cette version",
  restoreTitle: "Restaurer la version {number} ?",
  restoreExplain:
    "Sa carte est publiée de nouveau comme une nouvelle version : l'historique reste entier et le brouillon repart de cette carte. Les pauses et les plats épuisés ou masqués ne changent pas.",
  restoreSubmit: "Restaurer",
  restored: "Version {restored} restaurée : elle est en ligne comme version {number}.",
  restoreFailed: "La restauration n'a pas abouti : {message}",
  loading: "Chargement…",
  readOnly: "Seul le gérant peut publier ou restaurer.",
  failed: "Impossible de charger : {message}",
} as const;
