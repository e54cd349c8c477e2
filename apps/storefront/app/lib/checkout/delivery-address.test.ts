import type { DistanceResult } from "@comptoir/contracts";
import { describe, expect, it } from "vitest";
import { addressQuery, isAddressFilled, isSavedAddress } from "./delivery-address.ts";

const saved = { address: "3 rue Royale", postal_code: "69001", city: "Lyon" } as DistanceResult;

describe("l'adresse de livraison du formulaire", () => {
  it("la même adresse aux majuscules et espaces près n'est pas mesurée une seconde fois", () => {
    expect(isSavedAddress(saved, { address: " 3  Rue ROYALE ", postal_code: "69001", city: "lyon" })).toBe(
      true,
    );
    expect(isSavedAddress(saved, { address: "5 rue Royale", postal_code: "69001", city: "Lyon" })).toBe(
      false,
    );
  });

  it("remplie seulement avec ses trois parties ; demandée en une ligne", () => {
    expect(isAddressFilled({ address: "3 rue Royale", postal_code: " ", city: "Lyon" })).toBe(false);
    expect(addressQuery({ address: " 3 rue Royale", postal_code: "69001 ", city: "Lyon" })).toBe(
      "3 rue Royale, 69001 Lyon",
    );
  });
});
