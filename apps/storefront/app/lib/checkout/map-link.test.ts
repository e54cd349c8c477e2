import { describe, expect, it } from "vitest";
import { pickupMapUrl } from "./map-link.ts";

const place = {
  name: "Piment Rouge",
  address: "52 Grande Rue de la Guillotière",
  postalCode: "69007",
  city: "Lyon",
};

describe("the pickup place's map link", () => {
  it("is the restaurant's own link when it is https", () => {
    expect(pickupMapUrl("https://www.google.com/maps/search/?api=1&query=45.75%2C4.84", place)).toBe(
      "https://www.google.com/maps/search/?api=1&query=45.75%2C4.84",
    );
  });

  it("is otherwise an https search of the address, never a plain http link", () => {
    for (const own of [null, "http://maps.example/piment"]) {
      const url = new URL(pickupMapUrl(own, place) ?? "");
      expect(url.protocol).toBe("https:");
      expect(url.searchParams.get("query")).toBe("52 Grande Rue de la Guillotière, 69007 Lyon");
    }
  });

  it("is none without an address", () => {
    expect(pickupMapUrl(null, { ...place, address: "", postalCode: "", city: "" })).toBeNull();
  });
});
