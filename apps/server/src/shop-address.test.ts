import { describe, expect, it } from "vitest";
import { shopAddress } from "./shop-address.ts";

describe("l'adresse de la boutique donnée au démarrage", () => {
  it("dit localhost quand le serveur écoute sur toutes les adresses", () => {
    expect(shopAddress("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(shopAddress("::", 3030)).toBe("http://localhost:3030");
  });

  it("garde l'hôte choisi, entre crochets s'il est en IPv6", () => {
    expect(shopAddress("127.0.0.1", 3000)).toBe("http://127.0.0.1:3000");
    expect(shopAddress("commande.exemple.fr", 8080)).toBe("http://commande.exemple.fr:8080");
    expect(shopAddress("::1", 3000)).toBe("http://[::1]:3000");
  });
});
