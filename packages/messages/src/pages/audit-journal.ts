// The audit log's page (/admin/journal, the owner's): who of the team did what, when, from what to what.

/** The actions the log names, as an owner reads them; an unknown one by its family, or as written. */
export const auditActionLabels: Readonly<Record<string, string>> = {
  "draft.save": "Modification du brouillon",
  "draft.delete": "Suppression dans le brouillon",
  "draft.order": "Nouvel ordre dans le brouillon",
  "draft.attach_group": "Options ajoutées à des plats",
  "draft.detach_group": "Options retirées de plats",
  "draft.reprice": "Prix changés en lot",
  "draft.discard": "Brouillon abandonné",
  "draft.import": "Fichier importé dans le brouillon",
  "catalogue.publish": "Publication",
  "catalogue.schedule": "Publication programmée",
  "catalogue.schedule.cancel": "Publication programmée annulée",
  "catalogue.restore": "Restauration d'une version",
  "availability.item": "Disponibilité d'un plat",
  "availability.choice": "Disponibilité d'une option",
  "pause.ordering": "Pause des commandes",
  "pause.delivery": "Pause de la livraison",
  "kitchen.auto_accept": "Acceptation automatique",
  "team.add": "Membre ajouté à l'équipe",
  "team.remove": "Membre retiré de l'équipe",
  "team.password": "Mot de passe changé",
  "photo.upload": "Photo envoyée",
  "cash.correct": "Encaissement corrigé",
};

/** The filter's families of actions: the server finds every action that starts with one. */
export const auditActionFamilies = {
  "draft.": "Brouillon",
  "catalogue.": "Publications",
  "availability.": "Disponibilités",
  "pause.": "Pauses",
  "kitchen.": "Cuisine",
  "team.": "Équipe",
  "photo.": "Photos",
  "cash.": "Encaissements",
} as const;

export const auditJournal = {
  title: "Journal des modifications",
  intro: "Qui a changé quoi dans le restaurant, et quand. Le journal ne peut être ni modifié ni effacé.",
  ownerOnly: "Seul le gérant lit le journal.",
  filters: "Filtrer",
  subject: "Élément (ex. item:burger-piment, catalogue)",
  staff: "Personne",
  everyone: "Tout le monde",
  action: "Action",
  everyAction: "Toutes les actions",
  apply: "Filtrer",
  reset: "Tout afficher",
  empty: "Aucune entrée.",
  older: "Plus ancien",
  olderPending: "Chargement…",
  entryBy: "{name}, {when}",
  entryCount: "{count} modifications regroupées",
  before: "Avant",
  after: "Après",
  nothing: "(rien)",
  yes: "oui",
  no: "non",
  failed: "Impossible de lire le journal : {message}",
} as const;
