import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consentAt, storedConsent } from "./consent-choice.ts";

describe("le choix gardé au sujet des cookies", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-24T11:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  /** The choice made now, read back at the current (fake) time. */
  function madeNow(choice: "accepted" | "refused") {
    const { value, givenAt } = storedConsent(choice, new Date());
    return () => consentAt(value, givenAt, new Date());
  }

  it("se garde sous 'true' ou 'false', comme le dit la spécification", () => {
    expect(storedConsent("accepted", new Date()).value).toBe("true");
    expect(storedConsent("refused", new Date()).value).toBe("false");
  });

  it.each(["accepted", "refused"] as const)("vaut six mois (%s), puis la question revient", (choice) => {
    const read = madeNow(choice);
    expect(read()).toBe(choice);
    vi.setSystemTime(new Date("2027-05-24T10:59:59Z"));
    expect(read()).toBe(choice);
    vi.setSystemTime(new Date("2027-05-24T11:00:00Z"));
    expect(read()).toBeNull();
  });

  it("se renouvelle quand la personne répond de nouveau", () => {
    madeNow("accepted");
    vi.advanceTimersByTime(150 * 24 * 60 * 60 * 1000);
    const renewed = madeNow("refused");
    vi.advanceTimersByTime(150 * 24 * 60 * 60 * 1000);
    expect(renewed()).toBe("refused");
  });

  it("ne vaut rien sans réponse claire ni date sûre", () => {
    const now = new Date();
    expect(consentAt(null, null, now)).toBeNull();
    expect(consentAt("oui", now.toISOString(), now)).toBeNull();
    expect(consentAt("true", null, now)).toBeNull();
    expect(consentAt("true", "hier", now)).toBeNull();
    expect(consentAt("true", "2027-01-01T00:00:00Z", now)).toBeNull();
  });
});
