// The mobile app's own texts (ADR 038): the shell around the shop, not the shop's pages.
// `{name}` placeholders are filled with `fill`.

export const nativeShell = {
  /** Shown at the start page after a first press of the hardware back button. */
  exitHint: "Appuyez encore pour quitter",
  /** The page bundled in the app, shown when the shop cannot be reached. */
  offline: {
    title: "Pas de connexion",
    body: "{name} n'a pas pu s'ouvrir : vérifiez que votre téléphone est connecté à Internet, puis réessayez.",
    retry: "Réessayer",
  },
} as const;
