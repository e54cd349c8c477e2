import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fill, journalKeyTexts } from "@comptoir/messages";

/** The shop's Ed25519 key pair, which signs the sales journal's archives (ADR 066, 071). */
export interface ShopKey {
  privateKey: KeyObject;
  /** SPKI PEM, as the archives and the journal's status carry it. */
  publicKeyPem: string;
}

/** The key file's name in the data folder, unless JOURNAL_KEY_FILE names another. */
const JOURNAL_KEY_FILE_NAME = "journal-key.pem";

/** Where the shop's private key lives: JOURNAL_KEY_FILE, else `journal-key.pem` in the data folder. */
export function journalKeyFileOf(config: {
  DATA_DIR: string;
  JOURNAL_KEY_FILE?: string | undefined;
}): string {
  return resolve(config.JOURNAL_KEY_FILE ?? join(config.DATA_DIR, JOURNAL_KEY_FILE_NAME));
}

export type ShopKeyResult = { ok: true; key: ShopKey; made: boolean } | { ok: false; message: string };

function shopKeyOf(privateKey: KeyObject): ShopKey {
  return {
    privateKey,
    publicKeyPem: createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString(),
  };
}

/** A key pair kept in memory only: for tests, never for a shop. */
export function temporaryShopKey(): ShopKey {
  return shopKeyOf(generateKeyPairSync("ed25519").privateKey);
}

/**
 * Reads the shop's private key from `file`, or makes it there when no file exists (the server's
 * first start; `make: false` for a command that only checks with it, such as an archive's check). The key lives outside the database (a backup of the database never carries it,
 * ADR 071) and is never replaced: a file that exists but cannot be read, or holds anything but an
 * Ed25519 private key, stops the server with a French sentence, since a new key would sign the
 * next archives with a key nobody knows and hide that the old one was lost.
 */
export function loadShopKey(file: string, { make = true }: { make?: boolean } = {}): ShopKeyResult {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT")
      return {
        ok: false,
        message: fill(journalKeyTexts.unreadable, { file, reason: code ?? String(error) }),
      };
    if (!make) return { ok: false, message: fill(journalKeyTexts.absent, { file }) };
    return makeShopKey(file);
  }
  try {
    const privateKey = createPrivateKey({ key: text, format: "pem" });
    if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("not ed25519");
    return { ok: true, key: shopKeyOf(privateKey), made: false };
  } catch {
    return { ok: false, message: fill(journalKeyTexts.notEd25519, { file }) };
  }
}

function makeShopKey(file: string): ShopKeyResult {
  const { privateKey } = generateKeyPairSync("ed25519");
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // `wx`: two processes starting at once on PostgreSQL never overwrite each other's key; the
    // second reads the first's.
    writeFileSync(file, privateKey.export({ type: "pkcs8", format: "pem" }), { flag: "wx", mode: 0o600 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return loadShopKey(file);
    return { ok: false, message: fill(journalKeyTexts.notWritten, { file, reason: code ?? String(error) }) };
  }
  return { ok: true, key: shopKeyOf(privateKey), made: true };
}
