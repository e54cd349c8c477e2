import { describe, expect, it } from "vitest";
import { optionGroupNames } from "./menu.ts";

const group = (id: string, name: string) => ({ id, name, min: 0, max: 1, choices: [] });

describe("les noms des groupes d'options", () => {
  it("se trouvent par l'id du groupe, à travers tous les plats", () => {
    const names = optionGroupNames([
      { optionGroups: [group("1", "Sauce"), group("2", "Accompagnement")] },
      { optionGroups: [group("3", "Boisson")] },
      { optionGroups: [] },
    ]);
    expect(names.get("2")).toBe("Accompagnement");
    expect(names.get("3")).toBe("Boisson");
    expect(names.get("9")).toBeUndefined();
  });
});
