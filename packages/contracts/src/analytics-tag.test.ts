import { describe, expect, it } from "vitest";
import { analyticsTagFor, tagManagerIdFrom, tagManagerScriptUrl } from "./analytics-tag.ts";
import { tagManagerIdSchema } from "./settings.ts";

const withId = (value: unknown) => [{ name: "analytics.tag_manager_id", value }];

describe("l'identifiant du gestionnaire de balises", () => {
  it("se lit dans les réglages quand il a la forme GTM-… ou G-…, et s'ignore sinon", () => {
    expect(tagManagerIdFrom(withId("GTM-AB12CD3"))).toBe("GTM-AB12CD3");
    expect(tagManagerIdFrom(withId("G-AB12CD34EF"))).toBe("G-AB12CD34EF");
    for (const bad of ["gtm-ab12cd3", "UA-12345-1", "GTM-", "GTM-AB 12", 'GTM-AB12"><script>', 42, null])
      expect(tagManagerIdFrom(withId(bad)), String(bad)).toBeNull();
    expect(tagManagerIdFrom([])).toBeNull();
  });

  it("est refusé à l'écriture avec un message en français et une suggestion", () => {
    expect(tagManagerIdSchema.safeParse("GTM-AB12CD3").success).toBe(true);
    expect(tagManagerIdSchema.safeParse("").success).toBe(true);
    const refused = tagManagerIdSchema.safeParse(" gtm-ab12cd3");
    expect(refused.error?.issues[0]?.message).toMatch(
      /n'est pas un identifiant Google Tag Manager valide.*Vouliez-vous dire « GTM-AB12CD3 » \?/,
    );
    expect(tagManagerIdSchema.safeParse("UA-12345-1").error?.issues[0]?.message).not.toMatch(/Vouliez-vous/);
  });

  it("donne le script de Google qui lui correspond", () => {
    expect(tagManagerScriptUrl("GTM-AB12CD3")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3");
    expect(tagManagerScriptUrl("G-AB12CD34EF")).toBe(
      "https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF",
    );
  });

  it("n'est donné à une page que pour une personne, l'interrupteur du site allumé", () => {
    const settings = withId("GTM-AB12CD3");
    expect(analyticsTagFor({ settings, switchedOn: true, bot: false })).toBe("GTM-AB12CD3");
    expect(analyticsTagFor({ settings, switchedOn: true, bot: true })).toBeNull();
    expect(analyticsTagFor({ settings, switchedOn: false, bot: false })).toBeNull();
  });
});
