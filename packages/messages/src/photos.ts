// Texts of the photos' API (ADR 055): an upload's refusals and the answers of the photos' addresses.
// The limits ({megabytes}, {megapixels}, {minSide}) are filled in from the domain's upload limits.

/** Answers of POST /v2/staff/photos, GET /v2/staff/photos/:id/original and GET /photos/:name. */
export const photosApi = {
  empty: "Le fichier envoyé est vide : choisissez une photo.",
  interrupted: "L'envoi de la photo a été interrompu : envoyez-la de nouveau.",
  tooLarge:
    "La photo dépasse {megabytes} Mo : un téléphone l'enregistre d'habitude en bien moins, choisissez-la de nouveau ou réduisez-la.",
  type: "Ce fichier n'est pas une photo JPEG, PNG, WebP ou AVIF.",
  unreadable: "Cette photo est illisible : le fichier est tronqué ou abîmé. Envoyez-la de nouveau.",
  tooManyPixels:
    "La photo compte trop de pixels ({width} × {height}) : {megapixels} mégapixels au plus. Prenez-la dans le mode habituel du téléphone ou réduisez-la.",
  tooSmall:
    "La photo est trop petite ({width} × {height}) : il faut au moins {minSide} pixels de chaque côté.",
  notFound: "Cette photo n'existe pas.",
  /** The body of a 404 under /photos/, plain text. */
  renditionNotFound: "Image introuvable.",
} as const;
