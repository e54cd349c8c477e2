import { describe, expect, it } from "vitest";
import { entriesByGroup } from "./availability-groups.ts";

const entry = (id: number, group: string) => ({
  id,
  name: `Plat ${id}`,
  group,
  state: "available" as const,
  sold_out_until: null,
});

describe("the availability page's groups", () => {
  it("keeps the server's order of groups and of entries within each", () => {
    const grouped = entriesByGroup([entry(1, "Burgers"), entry(2, "Boissons"), entry(3, "Burgers")]);
    expect(grouped.map(([group, entries]) => [group, entries.map((each) => each.id)])).toEqual([
      ["Burgers", [1, 3]],
      ["Boissons", [2]],
    ]);
  });
});
