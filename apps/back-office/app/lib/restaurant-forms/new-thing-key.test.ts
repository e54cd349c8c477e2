import { describe, expect, it } from "vitest";
import { newThingKey } from "./new-thing-key.ts";

describe("a new thing's key", () => {
  it("is its name in lower case without accents, with a random suffix", () => {
    expect(newThingKey("Été : -15 % sur les Wings !", () => 0)).toBe("ete-15-sur-les-wings-aaaa");
    expect(newThingKey("Café", () => 0.999)).toBe("cafe-9999");
  });

  it("is the suffix alone for a name with nothing to keep, and always a valid key", () => {
    expect(newThingKey("!!!", () => 0.5)).toBe("ssss");
    expect(newThingKey("x".repeat(80))).toMatch(/^x{40}-[a-z0-9]{4}$/);
  });
});
