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

  it("refuse une DATABASE_URL qui n'est pas une adresse PostgreSQL", () => {
    const result = readConfig({ DATABASE_URL: "mysql://localhost/x" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/DATABASE_URL/);
    expect(readConfig({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/comptoir" }).ok).toBe(true);
  });
});
