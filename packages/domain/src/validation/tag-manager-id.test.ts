import { describe, expect, it } from "vitest";
import { suggestTagManagerId, tagManagerIdSchema } from "./tag-manager-id.ts";

describe("identifiant Google Tag Manager", () => {
  it("accepte GTM- ou G- suivi de majuscules ou de chiffres", () => {
    expect(tagManagerIdSchema.safeParse("GTM-ABC1234").success).toBe(true);
    expect(tagManagerIdSchema.safeParse("G-XYZ987").success).toBe(true);
  });

  it("refuse un identifiant invalide en proposant une correction", () => {
    expect(tagManagerIdSchema.safeParse("gtm-abc1234").error?.issues[0]?.message).toBe(
      "« gtm-abc1234 » n'est pas un identifiant Google Tag Manager valide. Vouliez-vous dire « GTM-ABC1234 » ?",
    );
  });

  it("explique le format quand aucune correction n'est possible", () => {
    expect(tagManagerIdSchema.safeParse("UA-1234-5").error?.issues[0]?.message).toBe(
      "« UA-1234-5 » n'est pas un identifiant Google Tag Manager valide. " +
        "Il commence par GTM- ou G- suivi de lettres majuscules ou de chiffres, par exemple GTM-ABC1234.",
    );
  });

  it("corrige casse, espaces et tiret oublié", () => {
    expect(suggestTagManagerId(" gtm abc123 ")).toBe("GTM-ABC123");
    expect(suggestTagManagerId("GTMABC")).toBe("GTM-ABC");
    expect(suggestTagManagerId("g_xyz")).toBe("G-XYZ");
  });

  it("ne propose rien pour un identifiant déjà valide ou méconnaissable", () => {
    expect(suggestTagManagerId("GTM-ABC")).toBeNull();
    expect(suggestTagManagerId("bonjour !")).toBeNull();
  });
});
