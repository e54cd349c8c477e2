import { describe, expect, it } from "vitest";
import { auditChanges, auditValueText } from "./audit-diff.ts";

describe("the journal's before → after", () => {
  it("names only the fields that changed, nested ones by their dotted place", () => {
    const before = {
      name: "Burger Piment",
      price_pickup: 9.5,
      hours: { pickup: { tue: [["11:00", "14:00"]] } },
    };
    const after = { name: "Burger Piment", price_pickup: 9.9, hours: { pickup: { tue: [] } } };
    expect(auditChanges(before, after)).toEqual([
      { field: "price_pickup", before: "9.5", after: "9.9" },
      { field: "hours.pickup.tue", before: '[["11:00","14:00"]]', after: "(rien)" },
    ]);
  });

  it("shows a creation, a deletion or a state as the whole value", () => {
    expect(auditChanges(null, "sold_out")).toEqual([{ field: "", before: "(rien)", after: "sold_out" }]);
    expect(auditChanges({ visible: true }, null)).toEqual([
      { field: "", before: '{"visible":true}', after: "(rien)" },
    ]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it("words yes and no, lists and nothing in French", () => {
    expect(auditValueText(true)).toBe("oui");
    expect(auditValueText(false)).toBe("non");
    expect(auditValueText(["gluten", "lait"])).toBe("gluten, lait");
    expect(auditValueText([])).toBe("(rien)");
    expect(auditValueText(undefined)).toBe("(rien)");
  });
});
