// Texts of the catalogue's draft (ADR 051) and of the audit log (ADR 052) on the server's side:
// what /v2/staff/catalogue/draft and /v2/staff/audit answer when they refuse a request.

/** A thing of the draft named in a sentence, by its kind ("ce plat", "cette catégorie"). */
export const draftThingNames = {
  settings: "ces réglages",
  zones: "les zones de livraison",
  menu: "ce menu",
  category: "cette catégorie",
  item: "ce plat",
  group: "ce groupe d'options",
  offer: "cette offre",
} as const;

/** How a thing without a name of its own is named in the audit log. */
export const draftSubjectNames = {
  settings: "Réglages : {section}",
  zones: "Zones de livraison",
  catalogue: "La carte",
  pauseOrdering: "Pause des commandes",
  pauseDelivery: "Pause de la livraison",
  kitchen: "Acceptation automatique",
  rush: "Coup de feu",
} as const;

/** Checks of the request bodies and of the draft's things (field names are the file's). */
export const catalogueEditorChecks = {
  refUnknown: "Référence d'élément invalide : « type:clé » (item:burger-piment, menu:midi…).",
  revisionInvalid: "La révision doit être un nombre entier, ou null pour un nouvel élément.",
  revisionMissing: "Indiquez la révision de l'élément (?revision=…).",
  positionInvalid: "La position doit être un nombre entier positif ou nul.",
  /** `{field}` the place in the value (`price_pickup`, `hours.delivery.tue`), `{message}` the problem. */
  valueInvalid: "{field} : {message}",
  valueInvalidWhole: "Valeur invalide : {message}",
  nameTooLong: "le nom dépasse {max} caractères",
  descriptionTooLong: "la description dépasse {max} caractères",
  nameRequired: "le nom est obligatoire",
  settingOutsideSection: "Le réglage {name} n'appartient pas à la section {section}.",
  settingOperational: "Le réglage {name} se change depuis le tableau des commandes, pas depuis la carte.",
  menuUnknown: "Le menu « {key} » n'existe pas dans le brouillon.",
  categoryUnknown: "La catégorie « {key} » n'existe pas dans le brouillon.",
  groupUnknown: "Le groupe d'options « {key} » n'existe pas dans le brouillon.",
  itemUnknown: "Le plat « {key} » n'existe pas dans le brouillon.",
  /** `{id}`: the photo's hash, shortened. */
  photoUnknown: "La photo {id} n'existe pas sur ce serveur : envoyez-la de nouveau avant d'enregistrer.",
  parentUnknown: "Liste inconnue : « menu », « group », « offer », « menu:<clé> » ou « category:<clé> ».",
  keysInvalid: "Donnez la liste des clés, dans le nouvel ordre.",
  itemsInvalid: "Donnez la liste des plats concernés (au moins un).",
  bulkActionUnknown: "Action inconnue : « attach_group », « detach_group » ou « reprice ».",
  serviceUnknown: "Prix inconnu : « both », « pickup » ou « delivery ».",
  modeUnknown: "Mode inconnu : « percent » ou « amount ».",
  roundingUnknown: "Arrondi inconnu : « cent », « ten_cents », « ends_90 » ou « ends_50 ».",
  percentInvalid: "Le pourcentage va de −100 à 1000, avec deux décimales au plus.",
  amountInvalid: "Le montant va de −10 000 à 10 000 €, avec deux décimales au plus.",
  repricedInvalid: "Nouveau prix impossible pour « {name} » : {message}",
  cursorInvalid: "Curseur invalide : l'identifiant d'une entrée du journal.",
  staffInvalid: "Identifiant de membre de l'équipe invalide.",
} as const;

/** Refusals of /v2/staff/catalogue/draft. */
export const catalogueEditorApi = {
  /** `{who}` who saved last, `{time}` "11:02" on the shop's clock, `{thing}` from draftThingNames. */
  staleBy: "{who} a modifié {thing} à {time}.",
  /** A change nobody of the team made (the draft made from the live catalogue, a scheduled publish). */
  staleAnonymous: "Modifié entre-temps, à {time} : voici la version actuelle.",
  staleGone: "Quelqu'un a supprimé {thing} du brouillon entre-temps.",
  exists: "Cet élément existe déjà dans le brouillon : rechargez-le avant de le modifier.",
  notFound: "Cet élément n'existe pas (ou plus) dans le brouillon.",
  notDeletable: "Les réglages et les zones de livraison ne se suppriment pas : modifiez-les.",
  staleList: "Cette liste a changé entre-temps (un élément ajouté, retiré ou déplacé) : rechargez-la.",
} as const;
