// `{name}` placeholders are filled with `fill`.

/** The banner offering to install the shop as an app (docs/product.md#pwa). */
export const install = {
  title: "Installer l'application",
  text: "Retrouvez {name} sur votre écran d'accueil : la carte s'ouvre en un geste, même avec peu de réseau.",
  installNow: "Installer maintenant",
  later: "Plus tard",
  /** Safari and iPhone: the browser has no install button, the visitor follows three steps. */
  apple: {
    title: "Ajouter {name} à votre écran d'accueil",
    titleMac: "Ajouter {name} au Dock",
    steps: {
      phone: [
        "Touchez le bouton Partager, en bas de l'écran.",
        "Choisissez « Sur l'écran d'accueil ».",
        "Confirmez avec « Ajouter ».",
      ],
      mac: [
        "Cliquez sur le bouton Partager, dans la barre d'outils.",
        "Choisissez « Ajouter au Dock ».",
        "Confirmez avec « Ajouter ».",
      ],
    },
    understood: "J'ai compris",
  },
} as const;
