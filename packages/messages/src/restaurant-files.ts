// Texts of the restaurant file's export and import (ADR 051, 053): the API's answers and the
// commands `npm run restaurant:export` and `npm run restaurant:import`.

/** Answers of GET /v2/staff/catalogue/export and POST /v2/staff/catalogue/import. */
export const restaurantFileApi = {
  /** The first problem follows on the next lines of the error list. */
  invalid: "Le fichier du restaurant n'est pas valide : {count} problème(s), le premier : {first}",
  problemAt: "{place} : {message}",
  tooLarge:
    "Le fichier du restaurant dépasse 2 Mo : une carte tient dans bien moins, vérifiez le fichier choisi.",
  /** An archive (.zip, ADR 053) refused: `{message}` says where and why. */
  archiveInvalid: "L'archive du restaurant n'est pas valide : {message}",
  archiveTooLarge:
    "L'archive du restaurant dépasse 200 Mo : exportez-la de nouveau depuis Comptoir, ou retirez des photos.",
  archiveUnreadable: "L'archive .zip est illisible ou abîmée : exportez-la de nouveau.",
  archiveTooManyEntries:
    "l'archive contient {count} fichiers, au plus {max} photos et restaurant.json sont admis.",
  archiveEntryUnreadable:
    "ce fichier de l'archive est chiffré ou compressé d'une façon que Comptoir ne lit pas.",
  archiveInflatedTooLarge: "décompressée, l'archive dépasserait {max} Mo.",
  archiveEntryTwice: "ce fichier figure deux fois dans l'archive.",
  archiveEntryOutside:
    "l'archive ne peut contenir que restaurant.json et des photos photos/<empreinte>.jpg, .png, .webp ou .avif.",
  archivePhotoTooLarge: "la photo dépasse {max} Mo.",
  archiveWithoutRestaurant: "l'archive ne contient pas de restaurant.json.",
  archiveRestaurantNotJson: "restaurant.json n'est pas un JSON valide.",
  archivePhotoHash:
    "le contenu de la photo ne correspond pas à son nom (empreinte SHA-256) : le fichier a été modifié ou abîmé.",
  archivePhotoRefused: "la photo est refusée : {reason}",
  /** A photo the file names that neither the archive nor this server holds. */
  photoMissing: "la photo {id} n'est ni dans l'archive ni sur ce serveur.",
} as const;

/** The commands `npm run restaurant:export -- [FICHIER]` and `npm run restaurant:import -- FICHIER`. */
export const restaurantCommand = {
  exportUsage:
    "Usage : npm run restaurant:export -- [fichier.json | fichier.zip]  (sans fichier : sur la sortie standard ; une archive .zip dès qu'une photo est nommée)",
  importUsage: "Usage : npm run restaurant:import -- fichier.json | fichier.zip",
  /** Photos need an archive: a file name ending in .json, or the standard output, cannot hold them. */
  exportNeedsZip:
    "La carte contient des photos : donnez un nom de fichier en .zip pour les exporter avec elle (npm run restaurant:export -- restaurant.zip).",
  exported: "Carte en ligne exportée dans {file}.",
  unreadable: "Impossible de lire {file} : {reason}",
  notJson: "{file} n'est pas un JSON valide : {reason}",
  invalid: "{file} n'est pas un fichier du restaurant valide :",
  invalidArchive: "{file} n'est pas une archive du restaurant valide : {message}",
  imported: "Brouillon importé : relisez-le et publiez-le depuis /admin.",
  changeCount: "{count} changement(s) par rapport à la carte en ligne.",
  /** Who the audit log names for an import made at the server's terminal. */
  terminal: "Commande restaurant:import",
} as const;
