// `{name}` placeholders are filled with `fill`.

/** Header, footer and the closed banner of every page. */
export const site = {
  skipToContent: "Aller au contenu",
  navHome: "Accueil",
  navMenu: "La carte",
  navAccount: "Mon compte",
  /** Heard after "Mon compte" when a customer is signed in (the icon then shows their initial). */
  navSignedIn: " (connecté)",
  navSignIn: "Se connecter",
  navMain: "Navigation principale",
  footerHours: "Horaires",
  footerContact: "Nous trouver",
  closedEverywhere: "Nous sommes temporairement fermés",
  closedEverywhereDetail:
    "Les commandes en ligne reprendront dès notre réouverture. En attendant, la carte reste à votre disposition.",
  /** The restaurant's name until its settings give one. */
  defaultRestaurantName: "Le restaurant",
} as const;
