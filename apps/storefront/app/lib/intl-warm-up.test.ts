import { describe, expect, it } from "vitest";
import { intlWarmUpScript } from "./intl-warm-up.ts";

describe("les formats de dates préparés dans l'en-tête de la page", () => {
  it("s'exécutent sans erreur, même pour un fuseau inconnu", () => {
    expect(() => new Function(intlWarmUpScript("Europe/Paris"))()).not.toThrow();
    expect(() => new Function(intlWarmUpScript("Pas/Un_Fuseau"))()).not.toThrow();
  });

  it("ne laissent aucun fuseau fermer le script", () => {
    const script = intlWarmUpScript("</script><script>alert(1)</script>");
    expect(script).not.toContain("</script>");
    expect(() => new Function(script)()).not.toThrow();
  });
});
