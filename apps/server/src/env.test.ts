import { describe, expect, it } from "vitest";
import { readConfig } from "./env.ts";

describe("la configuration par variables d'environnement", () => {
  it("a des valeurs par défaut qui suffisent pour démarrer la boutique de démonstration", () => {
    const result = readConfig({});
    expect(result).toMatchObject({ ok: true, config: { PORT: 3000, DATA_DIR: "./data", LOG_LEVEL: "info" } });
  });

  it("traite une variable vide comme absente", () => {
    expect(readConfig({ PORT: "" })).toMatchObject({ ok: true, config: { PORT: 3000 } });
  });

  it("refuse un port invalide avec une phrase claire qui nomme la variable", () => {
    const result = readConfig({ PORT: "quatre" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/PORT/);
    expect(readConfig({ PORT: "70000" }).ok).toBe(false);
  });

  it("prend la limite de commandes par client, un entier d'au moins 1", () => {
    expect(readConfig({ ORDER_RATE_LIMIT: "500" })).toMatchObject({
      ok: true,
      config: { ORDER_RATE_LIMIT: 500 },
    });
    const result = readConfig({ ORDER_RATE_LIMIT: "0" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/ORDER_RATE_LIMIT doit valoir au moins 1/);
  });

  it("prend le chemin de la clé du journal, un fichier et non un dossier", () => {
    expect(readConfig({ JOURNAL_KEY_FILE: "/etc/comptoir/journal-key.pem" })).toMatchObject({
      ok: true,
      config: { JOURNAL_KEY_FILE: "/etc/comptoir/journal-key.pem" },
    });
    const result = readConfig({ JOURNAL_KEY_FILE: "/etc/comptoir/" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/JOURNAL_KEY_FILE doit être le chemin d'un fichier/);
  });

  it("refuse une DATABASE_URL qui n'est pas une adresse PostgreSQL", () => {
    const result = readConfig({ DATABASE_URL: "mysql://localhost/x" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/DATABASE_URL/);
    expect(readConfig({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/comptoir" }).ok).toBe(true);
  });

  it("choisit Stripe seulement avec ses deux clés, et vérifie la forme des clés et de SMTP_URL", () => {
    const secretOnly = readConfig({ STRIPE_SECRET_KEY: "sk_test_abc123" });
    expect(secretOnly.ok).toBe(false);
    if (!secretOnly.ok) expect(secretOnly.message).toMatch(/STRIPE_PUBLISHABLE_KEY/);
    expect(
      readConfig({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_PUBLISHABLE_KEY: "pk_test_abc123" }),
    ).toMatchObject({ ok: true });
    const wrongKey = readConfig({
      STRIPE_SECRET_KEY: "pk_test_abc123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc123",
    });
    expect(wrongKey.ok).toBe(false);
    if (!wrongKey.ok) expect(wrongKey.message).toMatch(/STRIPE_SECRET_KEY/);
    expect(readConfig({ SMTP_URL: "http://mail.example.fr" }).ok).toBe(false);
    expect(readConfig({ SMTP_URL: "smtp://user:pass@mail.example.fr:587" }).ok).toBe(true);
    expect(readConfig({ DEV_MAILBOX: "1" })).toMatchObject({ ok: true, config: { DEV_MAILBOX: true } });
    expect(readConfig({})).toMatchObject({ ok: true, config: { DEV_MAILBOX: false } });
  });

  it("prend TRUST_PROXY, le nombre de proxys devant la boutique : 0 par défaut, 1 pour un seul", () => {
    expect(readConfig({})).toMatchObject({ ok: true, config: { TRUST_PROXY: 0 } });
    expect(readConfig({ TRUST_PROXY: "1" })).toMatchObject({ ok: true, config: { TRUST_PROXY: 1 } });
    expect(readConfig({ TRUST_PROXY: "2" })).toMatchObject({ ok: true, config: { TRUST_PROXY: 2 } });
    for (const wrong of ["oui", "-1", "1.5", "11", "true"]) {
      const result = readConfig({ TRUST_PROXY: wrong });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/TRUST_PROXY doit être le nombre de proxys/);
    }
  });
});
