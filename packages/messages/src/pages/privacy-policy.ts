import type { LegalSection } from "./legal.ts";

/**
 * The privacy policy (RGPD). Placeholders: `{name}`, `{companyName}`, `{registeredAddress}`,
 * `{email}`, `{phone}`.
 */
export const privacyPolicy = {
  title: "Politique de confidentialité",
  description:
    "Quelles données {name} conserve quand vous commandez, pourquoi, combien de temps, et comment exercer vos droits (RGPD).",
  intro:
    "Pour préparer et vous remettre votre commande, nous avons besoin de quelques informations vous concernant. Cette page dit lesquelles, ce que nous en faisons, combien de temps nous les gardons et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.",
  sections: [
    {
      heading: "Qui est responsable de vos données",
      paragraphs: [
        "Le responsable du traitement est {companyName} (siège social : {registeredAddress}), qui exploite le restaurant {name}. Vous pouvez nous écrire à {email} ou nous appeler au {phone}.",
      ],
    },
    {
      heading: "Les données que nous conservons",
      paragraphs: ["Nous ne collectons que ce qui sert à votre commande :"],
      list: [
        "vos commandes : les plats choisis, leurs options et vos remarques, les montants, le mode de retrait ou de livraison, le créneau choisi et le moyen de paiement ;",
        "vos coordonnées : prénom, nom, adresse e-mail et numéro de téléphone, pour vous joindre au sujet de la commande et vous envoyer sa confirmation ;",
        "votre adresse de livraison, quand vous vous faites livrer ;",
        "votre compte, si vous en créez un : e-mail, mot de passe (conservé uniquement sous une forme chiffrée et irréversible), nom, téléphone et adresse enregistrée ;",
        "le panier et vos choix en cours, qui restent dans le stockage de votre navigateur et ne nous sont envoyés qu'au moment de commander ;",
        "des journaux techniques (adresse IP, page demandée, date), pour la sécurité du site et la limitation des abus.",
      ],
    },
    {
      heading: "Ce que nous ne conservons pas",
      paragraphs: [
        "Vos numéros de carte bancaire ne passent jamais par nos serveurs : le paiement est traité par notre prestataire de paiement, qui les conserve selon les règles de sécurité de la carte bancaire (PCI DSS). Nous ne recevons que le résultat du paiement.",
        "Nous ne vendons ni ne louons vos données, et nous ne les utilisons pas pour de la publicité ciblée.",
      ],
    },
    {
      heading: "Pourquoi, et sur quelle base",
      paragraphs: [],
      list: [
        "préparer, livrer et encaisser votre commande, et vous en tenir informé : exécution du contrat (article 6.1.b du RGPD) ;",
        "gérer votre compte et l'historique de vos commandes, si vous en créez un : exécution du contrat ;",
        "tenir notre comptabilité et répondre aux contrôles : obligation légale (article 6.1.c) ;",
        "protéger le site contre la fraude et les abus : notre intérêt légitime (article 6.1.f) ;",
        "mesurer l'audience du site, seulement si vous l'avez accepté : votre consentement (article 6.1.a).",
      ],
    },
    {
      heading: "Combien de temps",
      paragraphs: [],
      list: [
        "les commandes et leurs factures : 10 ans, durée de conservation des pièces comptables (article L123-22 du Code de commerce) ;",
        "les coordonnées liées à une commande sans compte : 3 ans après la commande, pour traiter une réclamation ;",
        "le compte et l'adresse enregistrée : jusqu'à ce que vous supprimiez votre compte, et au plus 3 ans après votre dernière connexion ;",
        "les codes de vérification envoyés par e-mail : quelques minutes ;",
        "les journaux techniques : 12 mois au plus ;",
        "le panier dans votre navigateur : jusqu'à votre commande, ou jusqu'à ce que vous l'effaciez.",
      ],
    },
    {
      heading: "Qui y a accès",
      paragraphs: [
        "Seule l'équipe du restaurant y a accès, pour préparer et remettre les commandes. Nos sous-traitants n'en reçoivent que ce qui leur est nécessaire : l'hébergeur du site, le prestataire de paiement et le service d'envoi des e-mails.",
      ],
    },
    {
      heading: "Vos droits",
      paragraphs: [
        "Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation et de portabilité de vos données, d'un droit d'opposition au traitement fondé sur notre intérêt légitime, et du droit de retirer à tout moment votre consentement à la mesure d'audience. Vous pouvez aussi définir des directives sur le sort de vos données après votre décès.",
        "Avec un compte, vous modifiez vous-même vos informations dans votre profil, et vous pouvez y supprimer votre compte : la session est alors fermée et vos informations personnelles effacées, sauf les commandes que la loi nous oblige à garder.",
        "Pour toute autre demande, écrivez à {email} en précisant l'adresse e-mail utilisée pour commander. Nous répondons dans un délai d'un mois au plus.",
      ],
    },
    {
      heading: "Réclamation auprès de la CNIL",
      paragraphs: [
        "Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur www.cnil.fr.",
      ],
    },
  ] satisfies LegalSection[],
} as const;
