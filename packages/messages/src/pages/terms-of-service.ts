import type { LegalSection } from "./legal.ts";

/**
 * The terms of sale (conditions générales de vente), after the legal notice that opens the page.
 * Placeholders: `{name}`, `{companyName}`, `{address}` (the restaurant's), `{email}`, `{phone}`,
 * `{mediator}`.
 */
export const termsOfService = {
  title: "Conditions générales de vente",
  description:
    "Mentions légales et conditions générales de vente de {name} : commande en ligne, prix, allergènes, paiement, retrait et livraison, réclamations.",
  intro:
    "Les présentes conditions s'appliquent à toute commande passée sur ce site auprès de {companyName}, qui exploite le restaurant {name}. Elles sont acceptées au moment de valider la commande.",
  sections: [
    {
      heading: "1. Commande",
      paragraphs: [
        "Vous choisissez vos plats et leurs options, le retrait sur place ou la livraison, le créneau (dès que possible ou à une heure donnée) et le moyen de paiement, puis vous vérifiez le récapitulatif avant de valider. La commande est ferme dès sa validation ; elle vous est confirmée à l'écran par un numéro de commande, puis par e-mail.",
        "Nous pouvons refuser une commande en cas de rupture d'un produit, de fermeture imprévue, d'adresse hors de notre zone de livraison ou de litige antérieur ; une commande déjà payée est alors remboursée en totalité.",
      ],
    },
    {
      heading: "2. Prix",
      paragraphs: [
        "Les prix sont indiqués en euros toutes taxes comprises (TTC), TVA incluse au taux applicable. Un plat peut avoir un prix différent à emporter et en livraison : le prix affiché est toujours celui du mode choisi.",
        "Les frais de livraison, le minimum de commande de votre zone et les remises (offres automatiques et codes promotionnels, selon leurs conditions) sont affichés avant la validation. Le montant à payer est celui du récapitulatif, recalculé par notre serveur au moment de la commande ; si un prix a changé entre-temps, le nouveau montant vous est présenté avant tout paiement.",
      ],
    },
    {
      heading: "3. Allergènes",
      paragraphs: [
        "Les allergènes présents dans chaque plat, parmi les 14 allergènes à déclaration obligatoire (règlement (UE) n° 1169/2011), sont indiqués sur la carte. Nos cuisines manipulent tous ces allergènes : malgré nos précautions, des traces peuvent subsister dans tous les plats.",
        "En cas d'allergie ou d'intolérance, appelez-nous avant de commander au {phone} : nous vous dirons précisément ce que contient chaque plat et ce que nous pouvons adapter. Vous pouvez aussi le préciser dans la remarque de votre commande, mais cette remarque ne remplace pas un échange avec l'équipe.",
      ],
    },
    {
      heading: "4. Paiement",
      paragraphs: [
        "Vous payez en ligne par carte bancaire, ou en espèces au retrait ou à la livraison lorsque ce moyen est proposé. Le paiement par carte est traité par un prestataire de paiement sécurisé ; le restaurant n'a jamais accès à vos numéros de carte. Une commande n'est considérée comme payée qu'une fois le paiement confirmé par ce prestataire.",
        "En espèces, merci de prévoir l'appoint autant que possible.",
      ],
    },
    {
      heading: "5. Retrait et livraison",
      paragraphs: [
        "À emporter, votre commande vous attend au restaurant, {address}, à l'heure indiquée. En livraison, elle est remise à l'adresse indiquée, dans notre zone de livraison, au créneau choisi. Les horaires annoncés sont des estimations : un retard raisonnable, notamment aux heures d'affluence, ne donne pas lieu à indemnisation.",
        "Si personne n'est présent à l'adresse de livraison et que nous ne parvenons pas à vous joindre au numéro indiqué, la commande est rapportée au restaurant et reste due. Merci de vérifier votre commande à sa remise et de nous signaler aussitôt tout problème.",
      ],
    },
    {
      heading: "6. Pas de droit de rétractation",
      paragraphs: [
        "Nos plats sont des denrées périssables, préparées à la commande selon vos choix : conformément à l'article L221-28 du Code de la consommation (3° et 4°), le droit de rétractation ne s'applique pas aux commandes passées sur ce site.",
        "Une commande peut être annulée sans frais tant que sa préparation n'a pas commencé : appelez-nous au plus vite au {phone}.",
      ],
    },
    {
      heading: "7. Réclamations et médiation",
      paragraphs: [
        "Un plat manquant, une erreur, un produit non conforme ? Contactez-nous le jour même au {phone} ou à {email}, avec votre numéro de commande et, si possible, une photo : nous vous proposerons de remplacer le produit, un avoir ou un remboursement.",
        "Si aucune solution amiable n'est trouvée dans un délai de deux mois après votre réclamation écrite, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons (articles L612-1 et suivants du Code de la consommation) : {mediator}.",
      ],
    },
    {
      heading: "8. Données personnelles",
      paragraphs: [
        "Les informations que vous nous confiez servent à préparer et à vous remettre votre commande. Leur usage, leur durée de conservation et vos droits sont décrits dans notre politique de confidentialité.",
      ],
    },
    {
      heading: "9. Droit applicable",
      paragraphs: [
        "Les présentes conditions sont soumises au droit français. En cas de litige, et après la tentative de solution amiable décrite ci-dessus, le tribunal compétent est celui désigné par les règles de droit commun ; en tant que consommateur, vous pouvez saisir la juridiction du lieu où vous demeuriez lors de la commande.",
      ],
    },
  ] satisfies LegalSection[],
} as const;
