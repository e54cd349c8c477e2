import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, schema } from "@comptoir/db";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServer, stopServer } from "./testing/server-process.ts";

const serverEntry = fileURLToPath(new URL("./index.ts", import.meta.url));

/** The server on a data folder: the embedded database, whatever DATABASE_URL says. */
const startOn = (dataDir: string, port: number) => startServer(port, { DATABASE_URL: "", DATA_DIR: dataDir });

async function restaurantName(port: number): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/v2/public/settings`);
  const body = (await response.json()) as { payload: { name: string; value: unknown }[] };
  return body.payload.find((setting) => setting.name === "contacts.name")?.value;
}

describe("le démarrage avec une configuration invalide", () => {
  it("s'arrête avec le code 1 et une phrase qui nomme la variable fautive", async () => {
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: "quatre-mille", DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(errors).toMatch(/Configuration invalide/);
    expect(errors).toMatch(/PORT/);
  });
});

describe("la fin du démarrage", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "comptoir-ready-"));
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child) await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finit par une ligne en français donnant l'adresse de la boutique, après les journaux", async () => {
    const port = await freePort();
    const started = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: "", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = started;
    // Both streams in the order they arrive, as a terminal shows them.
    const output = await new Promise<string>((resolve, reject) => {
      let seen = "";
      const onData = (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.endsWith("\n") && seen.includes("Comptoir est prêt")) resolve(seen);
      };
      started.stdout?.on("data", onData);
      started.stderr?.on("data", onData);
      started.once("exit", (code) => reject(new Error(`le serveur s'est arrêté (${code}) :\n${seen}`)));
    });
    const lines = output.trimEnd().split("\n");
    expect(lines.at(-1)).toBe(`Comptoir est prêt : http://127.0.0.1:${port}`);
    expect(lines.filter((line) => line.startsWith("Comptoir est prêt"))).toHaveLength(1);
    expect(output).toContain('"msg":"boutique prête"');
  }, 60_000);
});

// Two real server starts (PGlite's initdb, seeding) on a 2-core machine busy with the other test files.
const TWO_STARTS_MS = 120_000;

describe("un redémarrage sur le même dossier de données", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "comptoir-restart-"));
  const running: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of running) await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "retrouve les données écrites, sans réinstaller la démonstration par-dessus",
    async () => {
      const port = await freePort();
      const first = await startOn(dataDir, port);
      running.push(first);
      expect(await restaurantName(port)).toBe("Piment Rouge");
      expect(await stopServer(first)).toBe(0);

      // The owner renames the restaurant while the shop is stopped.
      const database = await openDatabase({ engine: "pglite", dataDir });
      await database.db
        .update(schema.settings)
        .set({ value: "Piment Rouge Guillotière" })
        .where(eq(schema.settings.name, "contacts.name"));
      await database.close();

      const second = await startOn(dataDir, port);
      running.push(second);
      expect(await restaurantName(port)).toBe("Piment Rouge Guillotière");
      const menus = (await (await fetch(`http://127.0.0.1:${port}/v2/public/menus`)).json()) as {
        payload: unknown[];
      };
      expect(menus.payload).toHaveLength(3);
      expect(await stopServer(second)).toBe(0);
    },
    TWO_STARTS_MS,
  );
});
