/** What the main thread and PGlite's worker thread say to each other (pglite-thread.ts, ADR 083). */
import type { PGLITE_SETTINGS } from "./pglite-settings.ts";

/** What the worker starts with: its data folder (null: in memory) and PGlite's settings (ADR 084). */
export interface ThreadData {
  dataDir: string | null;
  settings: typeof PGLITE_SETTINGS;
}

export type ThreadRequest = { id: number } & (
  | {
      kind: "query";
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** The types to give back as PostgreSQL's text rather than parsed (drizzle's dates). */
      textTypes: number[];
      /** The transaction it belongs to, null outside one. */
      tx: number | null;
    }
  | { kind: "exec"; sql: string; tx: number | null }
  | { kind: "begin" }
  | { kind: "end"; tx: number; commit: boolean }
  | { kind: "dump" }
  | { kind: "close" }
);

export type ThreadAnswer =
  | { id: number; ok: true; value: unknown }
  /** An error's message and its own fields: PostgreSQL's `code`, `constraint`, `detail`… */
  | { id: number; ok: false; message: string; fields: Record<string, unknown> };
