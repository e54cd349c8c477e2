// Texts of framing a photo (ADR 055): the framing call's checks and refusals, and why the photo
// encoder could not make a framing's files (kept on its row, shown by the editor).

/** Request checks of `POST /v2/staff/photos/:id/framings` and `GET /v2/staff/photos/framings/:key`. */
export const photoFramingChecks = {
  photoIdInvalid: "Une photo se nomme par l'empreinte SHA-256 de son fichier (64 chiffres hexadécimaux).",
  keyInvalid: "Un cadrage se nomme par 20 chiffres hexadécimaux.",
  kindInvalid: "Le cadrage est « dish » (plat ou catégorie, 4:3) ou « hero » (le restaurant, 16:9).",
  cropInvalid: "Le cadrage se donne en fractions de la photo : x, y, largeur et hauteur entre 0 et 1.",
} as const;

/** Refusals of the framing calls. `{…}` are filled with `fill`. */
export const photoFramingApi = {
  photoUnknown: "Cette photo n'existe pas (ou plus) : envoyez-la à nouveau.",
  framingUnknown: "Ce cadrage n'existe pas (ou plus).",
  cropOutside: "Le cadrage sort de la photo.",
  cropRatio: "Le cadrage doit avoir les proportions {ratio} de ce type de photo.",
  cropTooSmall: "Le cadrage est trop petit : il faut au moins {width} pixels de large pour ce type de photo.",
} as const;

/** Why the photo encoder could not make a framing's files (stored in `photo_framings.failure`). */
export const photoEncoderFailures = {
  unreadable: "La photo n'a pas pu être lue pour préparer ce cadrage : envoyez-la à nouveau.",
  tooSmall: "Le cadrage est trop petit pour faire les images de ce type de photo : élargissez-le.",
  failed: "La préparation de ce cadrage a échoué : recadrez la photo ou envoyez-la à nouveau.",
} as const;
