import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { openDatabase, schema } from "@comptoir/db";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { passwordMatches } from "./services/accounts/passwords.ts";

const script = fileURLToPath(new URL("./staff-create.ts", import.meta.url));

/** Runs the command as `npm run staff:create --` would, without a terminal. */
async function staffCreate(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run staff:create", () => {
  const folder = mkdtempSync(join(tmpdir(), "comptoir-staff-create-"));
  const dataDir = join(folder, "data");
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const owner = ["--email", "Gerante@Piment-Rouge.test", "--name", "Nadia", "--role", "owner"];

  it("ajoute le premier gérant, puis remet à zéro son mot de passe et son rôle", async () => {
    const first = await staffCreate(owner, { DATA_DIR: dataDir, STAFF_PASSWORD: "harissa-maison" });
    expect(first).toMatchObject({ code: 0, stdout: "Gérant ajouté : Nadia <gerante@piment-rouge.test>.\n" });
    const again = await staffCreate(
      ["--email", "gerante@piment-rouge.test", "--name", "Nadia B.", "--role", "staff"],
      {
        DATA_DIR: dataDir,
        STAFF_PASSWORD: "sumac-et-cumin",
      },
    );
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^Membre de l'équipe mis à jour/);

    const database = await openDatabase({ engine: "pglite", dataDir });
    try {
      const members = await database.db
        .select()
        .from(schema.staffMembers)
        .where(eq(schema.staffMembers.email, "gerante@piment-rouge.test"));
      expect(members).toHaveLength(1);
      expect(members[0]).toMatchObject({ name: "Nadia B.", role: "staff" });
      expect(await passwordMatches(members[0]?.passwordHash ?? "", "sumac-et-cumin")).toBe(true);

      // While a process holds the folder (the server, here this test), the command refuses.
      const refused = await staffCreate(owner, { DATA_DIR: dataDir, STAFF_PASSWORD: "harissa-maison" });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Le dossier de données .* est déjà ouvert par le processus \d+/);
      const [unchanged] = await database.db
        .select()
        .from(schema.staffMembers)
        .where(eq(schema.staffMembers.email, "gerante@piment-rouge.test"));
      expect(unchanged?.role).toBe("staff");
    } finally {
      await database.close();
    }
  }, 60_000);

  it("refuse en français ce qui manque ou ne va pas, sans toucher la base", async () => {
    const noPassword = await staffCreate(owner, { DATA_DIR: dataDir });
    expect(noPassword).toMatchObject({ code: 1 });
    expect(noPassword.stderr).toMatch(/STAFF_PASSWORD/);
    const badRole = await staffCreate(["--email", "a@b.fr", "--name", "Léa", "--role", "chef"], {
      DATA_DIR: dataDir,
      STAFF_PASSWORD: "harissa-maison",
    });
    expect(badRole).toMatchObject({
      code: 1,
      stderr: "Rôle inconnu : « owner » (gérant) ou « staff » (équipe).\n",
    });
    const unknownFlag = await staffCreate(["--mail", "a@b.fr"], { DATA_DIR: dataDir });
    expect(unknownFlag.stderr).toMatch(/^Option inconnue : --mail\./);
    const badDataDir = await staffCreate(owner, {
      DATA_DIR: dataDir,
      PORT: "soixante",
      STAFF_PASSWORD: "harissa-maison",
    });
    expect(badDataDir).toMatchObject({ code: 1 });
    expect(badDataDir.stderr).toMatch(/^Configuration invalide/);
    const common = await staffCreate(owner, { DATA_DIR: dataDir, STAFF_PASSWORD: "motdepasse" });
    expect(common).toMatchObject({
      code: 1,
      stderr:
        "Ce mot de passe fait partie des plus courants et serait vite deviné : choisissez-en un autre.\n",
    });
  }, 60_000);
});
