import { resolve } from "node:path";
import { type Database, type DatabaseLocation, openDatabase } from "@comptoir/db";
import { refuseTakenDataFolder } from "./data-folder.ts";
import { type ConfigResult, readConfig } from "./env.ts";
import { type PhotoBytes, photoBytesFor } from "./services/photos/photo-bytes.ts";

type Config = Extract<ConfigResult, { ok: true }>["config"];

/** Stops a command with a French sentence on stderr and exit code 1. */
export function stopCommand(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * The configuration and the database of a command run beside the shop (`restaurant:export`,
 * `restaurant:import`): read and opened as the server does (DATABASE_URL, else DATA_DIR, checked
 * by env.ts), refusing in French while the server holds the PGlite folder.
 */
export async function openCommandDatabase(): Promise<{
  config: Config;
  database: Database;
  photoBytes: PhotoBytes;
}> {
  const configured = readConfig(process.env);
  if (!configured.ok) stopCommand(configured.message);
  const config = configured.config;
  const location: DatabaseLocation = config.DATABASE_URL
    ? { engine: "postgres", url: config.DATABASE_URL, poolSize: 1 }
    : { engine: "pglite", dataDir: resolve(config.DATA_DIR) };
  const database = await openDatabase(location).catch(refuseTakenDataFolder);
  return { config, database, photoBytes: photoBytesFor(location) };
}
