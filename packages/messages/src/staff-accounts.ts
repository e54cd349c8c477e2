// Texts of the staff accounts (ADR 040): the board's login, its team page, and the command that
// makes the first owner (`npm run staff:create`).

/** Answers of /v2/staff/auth and /v2/staff/team. */
export const staffAccountsApi = {
  /** The same for an unknown address and a wrong password: nobody learns who works here. */
  wrongCredentials: "E-mail ou mot de passe incorrect.",
  tooManyAttempts: "Trop de tentatives.",
  emailTaken: "Cette adresse est déjà celle d'un membre de l'équipe.",
  memberUnknown: "Ce membre de l'équipe n'existe pas (ou plus).",
  notYourself: "Vous ne pouvez pas vous retirer vous-même de l'équipe.",
  lastOwner: "Le dernier gérant ne peut pas être retiré : nommez d'abord un autre gérant.",
  /** An owner's sensitive action after 15 minutes without typing the password (ADR 051). */
  passwordRequired: "Pour cette action, retapez votre mot de passe.",
  wrongPassword: "Mot de passe incorrect.",
  /** A member's own password change (ADR 085): the current one typed wrong. */
  wrongCurrentPassword: "Le mot de passe actuel est incorrect.",
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel.",
  passwordChanged: "Votre mot de passe a été modifié. Vos autres sessions ont été fermées.",
} as const;

/** The command `npm run staff:create -- --email … --name … --role owner|staff`. */
export const staffCommand = {
  usage:
    "Usage : npm run staff:create -- --email gerant@exemple.fr --name Nadia --role owner\n(mot de passe demandé au terminal, ou lu dans STAFF_PASSWORD sans terminal)",
  unknownFlag: "Option inconnue : {flag}.",
  missingValue: "L'option {flag} attend une valeur.",
  passwordPrompt: "Mot de passe (au moins 8 caractères, caché) : ",
  passwordAgain: "Le même mot de passe, encore une fois : ",
  passwordsDiffer: "Les deux mots de passe ne correspondent pas.",
  passwordMissing:
    "Pas de terminal pour demander le mot de passe : donnez-le dans la variable STAFF_PASSWORD.",
  created: "{role} ajouté : {name} <{email}>.",
  updated: "{role} mis à jour (mot de passe et rôle) : {name} <{email}>.",
  roleOwner: "Gérant",
  roleStaff: "Membre de l'équipe",
} as const;

/** What the server and its commands (`staff:create`, `restaurant:*`) say when another process holds their PGlite data folder. */
export const dataFolderLock = {
  taken:
    "Le dossier de données {dataDir} est déjà ouvert par le processus {pid} (le serveur de la boutique, ou une commande comme staff:create ou restaurant:import) : arrêtez-le d'abord, une base PGlite ne s'ouvre que dans un seul processus. Si aucun de ces processus ne tourne, supprimez le fichier {lockFile}.",
} as const;
