import { DEMO_TEST_CARDS } from "@comptoir/contracts";
import { describe, expect, it } from "vitest";
import { DEMO_CARD_OUTCOMES, isExpired, passesLuhn } from "./demo-payments.ts";

describe("les cartes du mode démo", () => {
  it("sont celles que les contrats annoncent, avec la même issue", () => {
    for (const card of DEMO_TEST_CARDS) {
      const digits = card.number.replace(/\s/g, "");
      expect(DEMO_CARD_OUTCOMES[digits]).toBe(card.outcome);
      expect(passesLuhn(digits)).toBe(true);
    }
  });

  it("vérifient la clé de Luhn d'un numéro", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("5555555555554444")).toBe(true);
    expect(passesLuhn("")).toBe(false);
  });

  it("sont valables jusqu'à la fin de leur mois d'expiration", () => {
    const now = new Date("2026-11-24T11:00:00Z");
    expect(isExpired("11/26", now)).toBe(false);
    expect(isExpired("10/26", now)).toBe(true);
    expect(isExpired("01/2027", now)).toBe(false);
    expect(isExpired("12/25", now)).toBe(true);
    expect(isExpired("1/30", now)).toBe(true);
  });
});
