import type { Database } from "@comptoir/db";
import { openDemoTestDatabase } from "@comptoir/db/testing";
import pino from "pino";
import { createApi } from "../app.ts";
import { createCatalog } from "../services/catalog.ts";

/**
 * The /v2 API over a fresh demo database of the given engine, with a clock the test sets. Each test
 * file opens one (PGlite's start costs seconds) and closes it at the end.
 */
export async function openTestApi(engine: "pglite" | "postgres") {
  const database: Database = await openDemoTestDatabase(engine);
  let now = new Date("2026-11-24T11:00:00Z");
  const api = createApi({
    catalog: createCatalog(database.db),
    clock: () => now,
    logger: pino({ level: "silent" }),
  });
  return {
    api,
    database,
    setNow(instant: string) {
      now = new Date(instant);
    },
    async json(path: string, init?: RequestInit) {
      const response = await api.request(path, init);
      return { response, body: (await response.json()) as Record<string, unknown> };
    },
  };
}
