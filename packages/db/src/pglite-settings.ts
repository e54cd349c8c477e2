/**
 * PostgreSQL's memory settings inside PGlite, sized for one shop's data (a few MB) rather than
 * PostgreSQL's defaults (128 MB of shared buffers, which PGlite keeps in its WebAssembly memory).
 * One backend runs one statement at a time, so work_mem is per query and small sorts stay in it.
 */
export const PGLITE_SETTINGS = {
  postgresqlconf: [
    "shared_buffers = 16MB",
    "work_mem = 2MB",
    "temp_buffers = 2MB",
    "maintenance_work_mem = 16MB",
  ],
};
