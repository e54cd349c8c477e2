import { generateKeyPairSync, sign, verify } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { journalKeyFileOf, loadShopKey } from "./shop-key.ts";

describe("la clé de la boutique qui signe les archives du journal", () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), "comptoir-key-"));
    folders.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it("est créée au premier démarrage, lisible du seul serveur, puis relue telle quelle", () => {
    const file = join(folder(), "data", "journal-key.pem");
    const made = loadShopKey(file);
    if (!made.ok) throw new Error(made.message);
    expect(made.made).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toContain("BEGIN PRIVATE KEY");
    expect(made.key.publicKeyPem).toContain("BEGIN PUBLIC KEY");

    const again = loadShopKey(file);
    if (!again.ok) throw new Error(again.message);
    expect(again.made).toBe(false);
    expect(again.key.publicKeyPem).toBe(made.key.publicKeyPem);
    const signature = sign(null, Buffer.from("Z"), again.key.privateKey);
    expect(verify(null, Buffer.from("Z"), made.key.publicKeyPem, signature)).toBe(true);
  });

  it("n'est pas créée par qui ne fait que vérifier avec elle", () => {
    const file = join(folder(), "journal-key.pem");
    const absent = loadShopKey(file, { make: false });
    expect(absent).toMatchObject({ ok: false });
    if (!absent.ok) expect(absent.message).toContain("introuvable");
    expect(existsSync(file)).toBe(false);
  });

  it("vit dans le dossier de données, sauf si JOURNAL_KEY_FILE dit ailleurs", () => {
    expect(journalKeyFileOf({ DATA_DIR: "/srv/comptoir" })).toBe("/srv/comptoir/journal-key.pem");
    expect(journalKeyFileOf({ DATA_DIR: "/srv/comptoir", JOURNAL_KEY_FILE: "/etc/comptoir/cle.pem" })).toBe(
      "/etc/comptoir/cle.pem",
    );
  });

  it("n'est jamais remplacée : un fichier qui n'est pas une clé Ed25519 arrête le serveur", () => {
    const file = join(folder(), "journal-key.pem");
    writeFileSync(file, "pas une clé");
    const garbage = loadShopKey(file);
    expect(garbage).toMatchObject({ ok: false });
    if (!garbage.ok) expect(garbage.message).toContain(file);
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    writeFileSync(file, rsa);
    expect(loadShopKey(file)).toMatchObject({ ok: false });
    expect(readFileSync(file, "utf8")).toBe(rsa);
  });

  it("un fichier illisible arrête le serveur sans en créer un autre", () => {
    // A folder where the file should be: unreadable as a key, whoever runs the test (root included).
    const file = folder();
    const refused = loadShopKey(file);
    expect(refused).toMatchObject({ ok: false });
    if (!refused.ok) expect(refused.message).toMatch(/ne peut pas être lue \(EISDIR\)/);
    expect(statSync(file).isDirectory()).toBe(true);
  });
});
