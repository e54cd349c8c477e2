// `{name}` placeholders are filled with `fill`.

/** The contact page. */
export const contact = {
  title: "Contact et horaires",
  description:
    "Adresse, téléphone, e-mail et horaires d'ouverture de {name} à {city}, à emporter et en livraison.",
  intro:
    "Une question sur un plat, un allergène ou une commande en cours ? Appelez-nous pendant le service, nous répondons tout de suite ; pour le reste, écrivez-nous.",
  addressTitle: "Adresse",
  phoneTitle: "Téléphone",
  emailTitle: "E-mail",
  map: "Ouvrir le plan",
  orderCta: "Commander en ligne",
} as const;
