/**
 * PostgreSQL's memory settings inside PGlite, sized for one shop's data (a few MB) rather than
 * PostgreSQL's defaults (128 MB of shared buffers, which PGlite keeps in its WebAssembly memory).
 * 8 MB of buffers hold the day's pages (the rest stays in the system's file cache, outside the
 * process): 16 MB filled up under a rush and took the process past its 250 MB (ADR 077).
 * One backend runs one statement at a time, so work_mem is per query and small sorts stay in it.
 */
export const PGLITE_SETTINGS = {
  postgresqlconf: [
    "shared_buffers = 8MB",
    "work_mem = 2MB",
    "temp_buffers = 2MB",
    "maintenance_work_mem = 16MB",
  ],
};
