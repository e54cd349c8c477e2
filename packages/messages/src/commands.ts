// Texts of the commands a developer or an operator runs: `npm run build` and the server's start.

/** `npm run build` (scripts/build.ts) and the server's start (`npm start`, `npm run serve`). */
export const shopCommands = {
  building: "Construction de {workspace}…",
  buildFailed: "La construction de {workspace} a échoué (code {code}) ; voici ce qu'elle a écrit :",
  /** The last line of a start: the address to open, with the real host and port. */
  ready: "Comptoir est prêt : {url}",
} as const;
