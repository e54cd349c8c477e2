import { describe, expect, it } from "vitest";
import { samePrefixPath } from "./checkout-paths.ts";

describe("les liens de la commande gardent le préfixe de la page", () => {
  it("/fr/checkout mène à /fr/menu et /fr/success ; /checkout à /menu et /success", () => {
    expect(samePrefixPath("/fr/checkout", "/menu")).toBe("/fr/menu");
    expect(samePrefixPath("/fr/checkout", "/success")).toBe("/fr/success");
    expect(samePrefixPath("/checkout", "/menu")).toBe("/menu");
    expect(samePrefixPath("/france", "/success")).toBe("/success");
  });
});
