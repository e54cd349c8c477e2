import { describe, expect, it } from "vitest";
import { hasSavedAddress } from "./saved-address.ts";

describe("a saved delivery address", () => {
  it("is the location's _distance.address", () => {
    expect(
      hasSavedAddress('{"mode":"delivery","_distance":{"address":"12 Rue de Marseille","distance":1}}'),
    ).toBe(true);
  });

  it("is missing for pickup, an empty address, nothing stored or unreadable text", () => {
    expect(hasSavedAddress('{"mode":"pickup","_distance":null}')).toBe(false);
    expect(hasSavedAddress('{"mode":"delivery","_distance":{"address":"  "}}')).toBe(false);
    expect(hasSavedAddress(null)).toBe(false);
    expect(hasSavedAddress("{pas du json")).toBe(false);
    expect(hasSavedAddress("null")).toBe(false);
  });
});
