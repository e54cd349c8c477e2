// `{name}` placeholders are filled with `fill`: the restaurant's facts, from its settings.

/**
 * A part of a legal page: a heading, its paragraphs, and an optional list. The pages fill the
 * placeholders (`{name}`, `{email}`…) with the restaurant's settings at render time.
 */
export interface LegalSection {
  /** The anchor other pages link to (`#mentions-legales`). */
  id?: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** What the legal pages share: the legal identity ("mentions légales") and its labels. */
export const legal = {
  /** A fact the restaurant has not given yet: never a blank on a legal page. */
  notProvided: "non renseigné",
  legalNoticeTitle: "Mentions légales",
  legalNoticeIntro:
    "Conformément à l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), voici l'identité de l'éditeur de ce site et de son hébergeur.",
  publisherTitle: "Éditeur du site",
  hostTitle: "Hébergeur",
  facts: {
    companyName: "Raison sociale",
    legalForm: "Forme juridique",
    shareCapital: "Capital social",
    registeredAddress: "Siège social",
    siret: "SIRET",
    rcs: "Immatriculation",
    vatNumber: "N° de TVA intracommunautaire",
    publicationDirector: "Directeur de la publication",
    phone: "Téléphone",
    email: "E-mail",
    hostName: "Nom",
    hostAddress: "Adresse",
    hostPhone: "Téléphone",
    mediator: "Médiateur de la consommation",
  },
  contents: "Sommaire",
} as const;
