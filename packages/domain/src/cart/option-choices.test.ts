import { describe, expect, it } from "vitest";
import { burger } from "../testing/demo-catalogue.ts";
import { describeLineProblem } from "./line-problems.ts";
import { checkOptionChoices, resolveOptionChoices } from "./option-choices.ts";

const groups = burger.optionGroups;

describe("choix dans les groupes d'options", () => {
  it("accepte des choix dans les limites et reprend le nom et le prix du menu", () => {
    const result = resolveOptionChoices(groups, [
      { groupId: "sauce", choiceId: "harissa", quantity: 1 },
      { groupId: "supplements", choiceId: "cheddar", quantity: 2 },
    ]);
    expect(result.problems).toEqual([]);
    expect(result.selected).toEqual([
      { groupId: "sauce", choiceId: "harissa", name: "Harissa", price: 50, quantity: 1 },
      { groupId: "supplements", choiceId: "cheddar", name: "Cheddar", price: 100, quantity: 2 },
    ]);
  });

  it("exige le minimum d'un groupe obligatoire", () => {
    expect(checkOptionChoices(groups, [])).toEqual([
      { kind: "too_few_choices", groupId: "sauce", groupName: "Sauce", min: 1 },
    ]);
  });

  it("refuse plus de choix que le maximum du groupe, en comptant les unités", () => {
    const problems = checkOptionChoices(groups, [
      { groupId: "sauce", choiceId: "samourai", quantity: 1 },
      { groupId: "sauce", choiceId: "harissa", quantity: 1 },
    ]);
    expect(problems).toEqual([{ kind: "too_many_choices", groupId: "sauce", groupName: "Sauce", max: 1 }]);
  });

  it("refuse une quantité au-delà du maximum du choix", () => {
    const problems = checkOptionChoices(groups, [
      { groupId: "sauce", choiceId: "samourai", quantity: 1 },
      { groupId: "supplements", choiceId: "bacon", quantity: 2 },
    ]);
    expect(problems).toEqual([
      {
        kind: "choice_quantity_above_max",
        groupId: "supplements",
        choiceId: "bacon",
        choiceName: "Bacon",
        maxQuantity: 1,
      },
    ]);
  });

  it("refuse une quantité nulle, négative ou fractionnaire", () => {
    for (const quantity of [0, -1, 1.5]) {
      expect(
        checkOptionChoices(groups, [{ groupId: "sauce", choiceId: "samourai", quantity }]),
      ).toContainEqual({
        kind: "invalid_choice_quantity",
        groupId: "sauce",
        choiceId: "samourai",
        quantity,
      });
    }
  });

  it("refuse un groupe ou un choix inconnus", () => {
    const problems = checkOptionChoices(groups, [
      { groupId: "sauce", choiceId: "samourai", quantity: 1 },
      { groupId: "boisson", choiceId: "cola", quantity: 1 },
      { groupId: "supplements", choiceId: "truffe", quantity: 1 },
    ]);
    expect(problems).toEqual([
      { kind: "unknown_group", groupId: "boisson" },
      { kind: "unknown_choice", groupId: "supplements", choiceId: "truffe" },
    ]);
  });
});

describe("un choix épuisé", () => {
  it("est refusé en le nommant, et le reste de la ligne est jugé sans lui", () => {
    const groups = burger.optionGroups.map((group) => ({
      ...group,
      choices: group.choices.map((choice) =>
        choice.id === "harissa" ? { ...choice, isAvailable: false } : choice,
      ),
    }));
    const harissa = groups
      .flatMap((group) => group.choices.map((choice) => ({ group, choice })))
      .find(({ choice }) => choice.id === "harissa");
    if (!harissa) throw new Error("la démo n'a plus de harissa");
    const result = resolveOptionChoices(groups, [
      { groupId: harissa.group.id, choiceId: "harissa", quantity: 1 },
    ]);
    expect(result.problems).toContainEqual({
      kind: "choice_unavailable",
      groupId: harissa.group.id,
      choiceId: "harissa",
      choiceName: "Harissa",
    });
    expect(result.selected).toEqual([]);
    expect(
      describeLineProblem({ kind: "choice_unavailable", groupId: "g", choiceId: "c", choiceName: "Harissa" }),
    ).toBe("Harissa est épuisé pour le moment");
  });
});
