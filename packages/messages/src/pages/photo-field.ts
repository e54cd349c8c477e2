// The photo of a dish, a category and the restaurant in the back office's forms (ADR 055): adding
// one (drop, pick, camera), its upload, its framing and its preparation. `{name}` placeholders are
// filled with `fill`.

export const photoField = {
  dishLabel: "Photo",
  restaurantLabel: "Photo du restaurant",
  restaurantHint: "En haut de la page d'accueil, et l'image des liens partagés (format 16:9).",
  none: "Aucune photo",
  some: "Une photo",
  currentAlt: "Photo actuelle",
  dropZone: "Déposez une photo ici, ou :",
  dropHere: "Lâchez la photo pour l'envoyer",
  choose: "Choisir une photo",
  take: "Prendre une photo",
  replace: "Remplacer",
  reframe: "Recadrer",
  remove: "Retirer la photo",
  publishHint:
    "Une photo ajoutée, recadrée ou retirée est visible des clients après « Publier », comme toute modification.",
  formats: "JPEG, PNG, WebP ou AVIF, 15 Mo au plus.",

  // The upload
  uploading: "Envoi de la photo…",
  progressLabel: "Envoi de la photo",
  progress: "{percent} %",
  cancel: "Annuler",
  cancelled: "Envoi annulé : rien n'a été enregistré.",
  wrongType: "Ce fichier n'est pas une photo : choisissez un JPEG, un PNG, un WebP ou un AVIF.",
  tooLarge: "Cette photo pèse {size} Mo : 15 Mo au plus.",
  empty: "Ce fichier est vide.",
  oneAtATime: "Une seule photo à la fois.",

  // The framing's preparation
  preparing: "En préparation…",
  ready: "Prête",
  framingFailed: "La photo n'a pas pu être préparée : {message}",
  framingUnknown: "La préparation de la photo ne répond pas : {message}",

  // The framing dialog
  frameTitle: "Cadrer la photo",
  frameIntroDish:
    "Déplacez le cadre ou ses poignées à la souris, au doigt ou au clavier (flèches ; Maj : plus vite). Le format des plats est fixe : 4:3.",
  frameIntroHero:
    "Déplacez le cadre ou ses poignées à la souris, au doigt ou au clavier (flèches ; Maj : plus vite). Le format de l'accueil est fixe : 16:9.",
  loadingOriginal: "Chargement de la photo…",
  originalFailed: "La photo n'a pas pu être chargée : {message}",
  unreadable: "Ce navigateur ne sait pas afficher cette photo.",
  wholeAlt: "La photo entière, sous le cadre",
  previewsTitle: "Aperçu",
  previewRow: "Dans la carte",
  previewSheet: "Sur la fiche du plat",
  previewHero: "En haut de la page d'accueil",
  previewRowAlt: "La photo telle que la ligne du plat la montre",
  previewSheetAlt: "La photo telle que la fiche du plat la montre",
  previewHeroAlt: "La photo telle que la page d'accueil la montre",
  save: "Enregistrer le cadrage",
  saving: "Enregistrement du cadrage…",
  close: "Annuler",
  cropArea: "Cadre de la photo : flèches pour le déplacer",
  handles: {
    nw: "Agrandir ou réduire par le coin haut gauche",
    n: "Agrandir ou réduire par le haut",
    ne: "Agrandir ou réduire par le coin haut droit",
    e: "Agrandir ou réduire par la droite",
    se: "Agrandir ou réduire par le coin bas droit",
    s: "Agrandir ou réduire par le bas",
    sw: "Agrandir ou réduire par le coin bas gauche",
    w: "Agrandir ou réduire par la gauche",
  },
} as const;
