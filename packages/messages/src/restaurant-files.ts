// Texts of the restaurant file's export and import (ADR 051, 053): the API's answers and the
// commands `npm run restaurant:export` and `npm run restaurant:import`.

/** Answers of GET /v2/staff/catalogue/export and POST /v2/staff/catalogue/import. */
export const restaurantFileApi = {
  /** The first problem follows on the next lines of the error list. */
  invalid: "Le fichier du restaurant n'est pas valide : {count} problème(s), le premier : {first}",
  problemAt: "{place} : {message}",
  tooLarge:
    "Le fichier du restaurant dépasse 2 Mo : une carte tient dans bien moins, vérifiez le fichier choisi.",
} as const;

/** The commands `npm run restaurant:export -- [FICHIER]` and `npm run restaurant:import -- FICHIER`. */
export const restaurantCommand = {
  exportUsage: "Usage : npm run restaurant:export -- [fichier.json]  (sans fichier : sur la sortie standard)",
  importUsage: "Usage : npm run restaurant:import -- fichier.json",
  exported: "Carte en ligne exportée dans {file}.",
  unreadable: "Impossible de lire {file} : {reason}",
  notJson: "{file} n'est pas un JSON valide : {reason}",
  invalid: "{file} n'est pas un fichier du restaurant valide :",
  imported: "Brouillon importé : relisez-le et publiez-le depuis /admin.",
  changeCount: "{count} changement(s) par rapport à la carte en ligne.",
  /** Who the audit log names for an import made at the server's terminal. */
  terminal: "Commande restaurant:import",
} as const;
