/** The cookie-consent dialog (docs/product.md#consent); the footer's button that opens it again is `footer.manageCookies`. */
export const cookieConsent = {
  title: "Cookies et mesure d'audience",
  text: "Avec votre accord, nous mesurons l'audience du site (pages vues, étapes de la commande) pour l'améliorer. Aucune publicité, aucune revente de données. Refuser n'empêche en rien de commander ; votre choix est gardé 6 mois et se change à tout moment avec « Gérer les cookies », en bas de chaque page.",
  accept: "Accepter",
  refuse: "Refuser",
  cookiePolicy: "Politique de cookies",
  privacyPolicy: "Politique de confidentialité",
} as const;
