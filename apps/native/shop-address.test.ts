import { describe, expect, it } from "vitest";
import { appId, shopAddress } from "./shop-address.ts";

describe("the address the app opens", () => {
  it("is the shop's deployed address given at build time", () => {
    expect(shopAddress({ NATIVE_SHOP_URL: "https://commande.exemple.fr" }).href).toBe(
      "https://commande.exemple.fr/",
    );
  });

  it("stops the build with a French sentence when no address is known", () => {
    expect(() => shopAddress({})).toThrow(/NATIVE_SHOP_URL manque/);
    expect(() => shopAddress({ NATIVE_SHOP_URL: "  " })).toThrow(/NATIVE_SHOP_URL manque/);
  });

  it("refuses what is not a web address", () => {
    expect(() => shopAddress({ NATIVE_SHOP_URL: "commande.exemple.fr" })).toThrow(/http\(s\)/);
    expect(() => shopAddress({ NATIVE_SHOP_URL: "ftp://commande.exemple.fr" })).toThrow(/http\(s\)/);
  });
});

describe("the app's identifier in the stores", () => {
  it("is a reverse domain under fr.comptoir that stores accept", () => {
    expect(appId("comptoir")).toBe("fr.comptoir.comptoir");
    expect(appId("Piment-Rouge Lyon")).toBe("fr.comptoir.pimentrougelyon");
  });
});
