import { describe, expect, it } from "vitest";
import { burger, catalogue } from "../testing/demo-catalogue.ts";
import { linePrice } from "./cart-line.ts";
import { lineFromMenu, MAX_LINE_QUANTITY, MAX_NOTE_LENGTH } from "./line-from-menu.ts";
import { describeLineProblem } from "./line-problems.ts";

const sauce = { groupId: "sauce", choiceId: "harissa", quantity: 1 };

describe("ligne construite depuis le menu", () => {
  it("reprend les prix du menu, jamais ceux de la demande", () => {
    const result = lineFromMenu(catalogue, {
      itemId: burger.id,
      options: [sauce],
      quantity: 2,
      note: " sans oignon ",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.line).toMatchObject({
      itemId: "burger-volcan",
      menuId: "midi",
      categoryId: "burgers",
      note: "sans oignon",
    });
    expect(linePrice(result.line, "delivery")).toBe(2 * (1050 + 50));
  });

  it("refuse un article inconnu", () => {
    expect(lineFromMenu(catalogue, { itemId: "pizza", options: [], quantity: 1, note: "" })).toEqual({
      ok: false,
      problems: [{ kind: "unknown_item", itemId: "pizza" }],
    });
  });

  it("refuse un article épuisé", () => {
    expect(
      lineFromMenu([{ ...burger, isAvailable: false }], {
        itemId: burger.id,
        options: [sauce],
        quantity: 1,
        note: "",
      }),
    ).toEqual({
      ok: false,
      problems: [{ kind: "item_unavailable", itemId: burger.id, name: "Burger Volcan" }],
    });
  });

  it("refuse une quantité hors de 1 à 99", () => {
    for (const quantity of [0, -2, 1.5, MAX_LINE_QUANTITY + 1]) {
      const result = lineFromMenu(catalogue, { itemId: burger.id, options: [sauce], quantity, note: "" });
      expect(result).toEqual({ ok: false, problems: [{ kind: "invalid_quantity", quantity }] });
    }
  });

  it("refuse une note trop longue et des options hors limites, ensemble", () => {
    const result = lineFromMenu(catalogue, {
      itemId: burger.id,
      options: [],
      quantity: 1,
      note: "x".repeat(MAX_NOTE_LENGTH + 1),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.kind)).toEqual(["note_too_long", "too_few_choices"]);
  });
});

describe("messages des problèmes de ligne", () => {
  it("dit chaque problème en français", () => {
    expect(describeLineProblem({ kind: "unknown_item", itemId: "x" })).toBe("Cet article n'est plus proposé");
    expect(describeLineProblem({ kind: "item_unavailable", itemId: "x", name: "Burger Volcan" })).toBe(
      "Burger Volcan est épuisé pour le moment",
    );
    expect(describeLineProblem({ kind: "unknown_group", groupId: "x" })).toBe(
      "Cet article n'est plus proposé",
    );
    expect(describeLineProblem({ kind: "unknown_choice", groupId: "x", choiceId: "y" })).toBe(
      "Ce choix n'est plus proposé",
    );
    expect(describeLineProblem({ kind: "invalid_quantity", quantity: 0 })).toContain("de 1 à 99");
    expect(
      describeLineProblem({ kind: "invalid_choice_quantity", groupId: "x", choiceId: "y", quantity: 0 }),
    ).toContain("de 1 à 99");
    expect(describeLineProblem({ kind: "note_too_long", maxLength: 200 })).toBe(
      "La note ne peut pas dépasser 200 caractères",
    );
    expect(describeLineProblem({ kind: "too_few_choices", groupId: "s", groupName: "Sauce", min: 1 })).toBe(
      "Sauce : choisissez au moins 1 option",
    );
    expect(describeLineProblem({ kind: "too_few_choices", groupId: "s", groupName: "Sauces", min: 2 })).toBe(
      "Sauces : choisissez au moins 2 options",
    );
    expect(describeLineProblem({ kind: "too_many_choices", groupId: "s", groupName: "Sauce", max: 1 })).toBe(
      "Sauce : choisissez 1 option au plus",
    );
    expect(describeLineProblem({ kind: "too_many_choices", groupId: "s", groupName: "Sauces", max: 3 })).toBe(
      "Sauces : choisissez 3 options au plus",
    );
    expect(
      describeLineProblem({
        kind: "choice_quantity_above_max",
        groupId: "s",
        choiceId: "b",
        choiceName: "Bacon",
        maxQuantity: 1,
      }),
    ).toBe("Bacon : 1 au plus");
  });
});
