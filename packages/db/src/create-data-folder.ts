/**
 * `node create-data-folder.ts <folder>`: creates an empty PGlite data folder (initdb) and exits.
 * Run in a short-lived process of its own by openDatabase: initdb peaks above 1 GB of memory in
 * PGlite, and about 250 MB of it stays in the process that ran it (WebAssembly memory and code
 * the garbage collector keeps); the server then opens a finished folder and stays small.
 */
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_SETTINGS } from "./pglite-settings.ts";

const folder = process.argv[2];
if (!folder) {
  process.stderr.write("usage : node create-data-folder.ts <dossier>\n");
  process.exit(2);
}
const client = new PGlite(folder, PGLITE_SETTINGS);
await client.waitReady;
await client.close();
