/**
 * What the shop says when the network is gone (the service worker, ADR 035): the offline page the
 * worker answers for a page it may not keep, and the notices of the pages that open without the
 * network (the last menu seen) or cannot work without it (the checkout).
 */
export const offline = {
  pageTitle: "Hors ligne",
  title: "Vous êtes hors ligne",
  text: "Cette page a besoin d'une connexion internet. Vérifiez votre réseau, puis réessayez.",
  orderingNeedsNetwork: "Commander, payer et consulter votre compte demandent une connexion.",
  lastMenuLink: "Voir le dernier menu consulté",
  retry: "Réessayer",
  /** On /menu opened without the network: what it shows and what it cannot do. */
  menuNotice: "Vous êtes hors ligne : voici le dernier menu consulté. Il faut une connexion pour commander.",
  /** On the checkout without the network. */
  checkoutNotice: "Vous êtes hors ligne : la commande a besoin d'une connexion internet pour être passée.",
  /** On any other page without the network. */
  pageNotice: "Vous êtes hors ligne : certaines informations peuvent ne pas être à jour.",
  /** The manifest's description of the installed app. */
  appDescription: "La carte du restaurant et la commande en ligne, à emporter ou en livraison.",
} as const;
