import type { LegalSection } from "./legal.ts";

/** The cookie policy. Placeholders: `{name}`, `{email}`. */
export const cookiePolicy = {
  title: "Politique de cookies",
  description:
    "Ce que le site de {name} enregistre dans votre navigateur, pourquoi, combien de temps, et comment refuser la mesure d'audience.",
  intro:
    "Ce site enregistre quelques informations dans votre navigateur (cookies et stockage local). La plupart sont indispensables pour commander ; la mesure d'audience n'est activée que si vous l'acceptez, comme le demande la CNIL.",
  sections: [
    {
      heading: "Ce qu'est un cookie",
      paragraphs: [
        "Un cookie est un petit fichier déposé dans votre navigateur par un site que vous visitez. Le stockage local (localStorage) joue un rôle voisin : il garde des informations sur votre appareil, sans les envoyer au site à chaque page. Nous appelons ici « traceurs » les deux à la fois, comme le fait la CNIL.",
      ],
    },
    {
      heading: "Les traceurs indispensables au service",
      paragraphs: [
        "Ces traceurs servent uniquement à faire fonctionner la commande en ligne. Ils sont exemptés de consentement (article 82 de la loi Informatique et Libertés) et restent sur votre appareil :",
      ],
      list: [
        "votre panier, pour le retrouver d'une page à l'autre et après une fermeture du navigateur ;",
        "le mode choisi (à emporter ou livraison) et l'adresse de livraison saisie ;",
        "les formulaires de commande en cours et le numéro de votre dernière commande, pour afficher sa confirmation ;",
        "votre session, si vous vous connectez à votre compte ;",
        "votre choix au sujet de la mesure d'audience, pour ne pas vous le redemander à chaque visite ;",
        "le cookie i18n_redirected, qui retient la langue du site pendant 365 jours ;",
        "le cookie cart, une copie des plats de votre panier (leurs choix, quantités et remarques, sans prix ni coordonnées), envoyée seulement avec la page de commande pour l'afficher dès son ouverture ; il est mis à jour à chaque changement du panier, effacé quand le panier est vidé, et expire au bout de 30 jours ;",
        "le cookie session, une copie du jeton de votre session (sans vos coordonnées), envoyée seulement avec les pages de votre compte pour les afficher dès leur ouverture ; il est écrit quand vous ouvrez votre compte, effacé à la déconnexion, et expire au bout de 30 jours, comme la session.",
      ],
    },
    {
      heading: "Combien de temps",
      paragraphs: [
        "Ces informations restent sur votre appareil, jamais conservées sur nos serveurs, jusqu'à ce que vous les effaciez : une commande passée vide le panier (et sa copie), une déconnexion efface la session (et sa copie). Le cookie de langue expire au bout de 365 jours, la copie du panier et celle de la session au bout de 30 jours.",
      ],
    },
    {
      heading: "La mesure d'audience, seulement avec votre accord",
      paragraphs: [
        "Avec votre accord, un outil de mesure d'audience compte les pages vues et le parcours de commande, pour nous aider à améliorer le site. Tant que vous n'avez pas accepté, et si vous refusez, aucun traceur de mesure d'audience n'est déposé et aucun script de mesure n'est chargé.",
        "À votre première visite, une fenêtre vous pose la question, avec deux boutons de même taille : « Accepter » et « Refuser ». Refuser est aussi simple qu'accepter, et n'empêche en rien de commander. Fermer la fenêtre sans choisir ne vaut pas accord : la question revient à la page suivante.",
        "Votre choix est conservé dans votre navigateur pendant 6 mois, comme le recommande la CNIL ; la question vous est ensuite posée de nouveau.",
        "Nous n'utilisons aucun traceur publicitaire et ne revendons aucune donnée.",
      ],
    },
    {
      heading: "Changer d'avis",
      paragraphs: [
        "Vous pouvez changer d'avis à tout moment avec le bouton « Gérer les cookies », en bas de chaque page. Si vous retirez votre accord, la mesure s'arrête aussitôt, ses cookies sont effacés et son script n'est plus chargé à partir de la page suivante.",
        "Effacer les données de ce site dans les réglages de votre navigateur efface aussi votre choix : la question vous sera posée de nouveau. Les navigateurs permettent aussi de bloquer tous les cookies, mais la commande en ligne ne peut alors plus fonctionner.",
        "Pour toute question : {email}.",
      ],
    },
  ] satisfies LegalSection[],
} as const;
