// The owner's catalogue editor in the back office (/admin/carte, ADR 051): the draft's lists and
// forms, their save state, conflicts, reorders and bulk changes. `{name}` placeholders are filled
// with `fill`.

/** A thing's save state, shown beside its form and read by screen readers as it changes. */
export const catalogueSaveStates = {
  idle: "",
  saving: "Enregistrement…",
  saved: "Enregistré",
  offline: "Hors ligne : vos modifications seront envoyées au retour de la connexion",
  conflict: "Conflit",
  invalid: "À corriger avant l'enregistrement",
  failed: "Échec de l'enregistrement : {message}",
  readOnly: "Lecture seule : seul le gérant modifie la carte",
} as const;

/** The 14 allergens European law names, by the value the restaurant file keeps. */
export const allergenLabels = {
  gluten: "Gluten",
  crustacés: "Crustacés",
  œuf: "Œufs",
  poisson: "Poisson",
  arachides: "Arachides",
  soja: "Soja",
  lait: "Lait",
  "fruits à coque": "Fruits à coque",
  céleri: "Céleri",
  moutarde: "Moutarde",
  sésame: "Sésame",
  sulfites: "Sulfites",
  lupin: "Lupin",
  mollusques: "Mollusques",
} as const;

export const catalogueEditor = {
  navCatalogue: "Carte",
  title: "La carte",
  // The conflict panel
  conflictTitle: "Quelqu'un d'autre a modifié cette fiche",
  conflictIntro:
    "{name} a enregistré une autre version le {when}. Vos modifications sont gardées : choisissez, champ par champ, la valeur à garder, puis enregistrez.",
  conflictSomeone: "Un autre membre de l'équipe",
  conflictMine: "Ma valeur",
  conflictTheirs: "Leur valeur",
  conflictSave: "Enregistrer ces choix",
  conflictEmpty: "(vide)",
} as const;
