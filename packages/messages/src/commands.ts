// Texts of the commands a developer or an operator runs: `npm run build`, the server's start and
// the unit tests' run.

/** `npm run build` (scripts/build.ts) and the server's start (`npm start`, `npm run serve`). */
export const shopCommands = {
  building: "Construction de {workspace}…",
  buildFailed: "La construction de {workspace} a échoué (code {code}) ; voici ce qu'elle a écrit :",
  /** The last line of a start: the address to open, with the real host and port. */
  ready: "Comptoir est prêt : {url}",
} as const;

/** The unit tests' run (vitest), when a part of them could not run here. */
export const testRun = {
  /** Tests tagged `postgres`, skipped without a server to run on. */
  postgresAbsent:
    "PostgreSQL absent (DATABASE_URL non défini) : {count} tests ignorés ; les autres tests de base de données tournent sur PGlite seulement.",
} as const;
