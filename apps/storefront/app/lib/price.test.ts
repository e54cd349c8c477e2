import { cents } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import { spokenEuros } from "./price.ts";

describe("les prix lus à voix haute", () => {
  it("disent « euros » en toutes lettres, au singulier sous deux euros", () => {
    expect(spokenEuros(cents(1250))).toBe("12,50 euros");
    expect(spokenEuros(cents(150))).toBe("1,50 euro");
    expect(spokenEuros(cents(200))).toBe("2,00 euros");
  });
});
