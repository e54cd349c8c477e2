// `{name}` placeholders are filled with `fill`.

/** The footer of every page. */
export const footer = {
  findUs: "Nous trouver",
  restaurant: "Le restaurant",
  legal: "Informations légales",
  followUs: "Suivez-nous",
  home: "Accueil",
  menu: "La carte",
  about: "Notre histoire",
  contact: "Contact et horaires",
  legalNotice: "Mentions légales",
  /** The anchor of the legal notice, the first section of the terms of sale (ADR 030). */
  legalNoticeAnchor: "mentions-legales",
  terms: "Conditions générales de vente",
  privacy: "Politique de confidentialité",
  cookies: "Politique de cookies",
  /** Opens the cookie-consent dialog again (the dialog's own texts are in cookie-consent.ts). */
  manageCookies: "Gérer les cookies",
  map: "Voir sur le plan",
  socialLink: "{name} sur {network}",
  networks: {
    facebook: "Facebook",
    instagram: "Instagram",
    tiktok: "TikTok",
    twitter: "X (Twitter)",
    youtube: "YouTube",
    linkedin: "LinkedIn",
    pinterest: "Pinterest",
  },
  copyright: "© {name}. Tous droits réservés.",
  credits: "Commande en ligne propulsée par Comptoir",
} as const;
