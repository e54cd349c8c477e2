import type { OptionGroup } from "../menu/menu.ts";
import type { SelectedOption } from "./cart-line.ts";

/** A choice as the customer (or a client payload) asks for it: ids and a quantity, no price. */
export interface RequestedOption {
  groupId: string;
  choiceId: string;
  quantity: number;
}

export type OptionProblem =
  | { kind: "unknown_group"; groupId: string }
  | { kind: "unknown_choice"; groupId: string; choiceId: string }
  | { kind: "choice_unavailable"; groupId: string; choiceId: string; choiceName: string }
  | { kind: "invalid_choice_quantity"; groupId: string; choiceId: string; quantity: number }
  | {
      kind: "choice_quantity_above_max";
      groupId: string;
      choiceId: string;
      choiceName: string;
      maxQuantity: number;
    }
  | { kind: "too_few_choices"; groupId: string; groupName: string; min: number }
  | { kind: "too_many_choices"; groupId: string; groupName: string; max: number };

/**
 * Checks the choices made for an item against its option groups: every choice exists and is not
 * sold out, its quantity
 * is a whole number from 1 to the choice's maximum, and each group holds between its minimum and
 * maximum units. Returns every problem found (an empty list means the choices are acceptable).
 */
export function checkOptionChoices(
  groups: readonly OptionGroup[],
  requested: readonly RequestedOption[],
): OptionProblem[] {
  return resolveOptionChoices(groups, requested).problems;
}

/**
 * The same check, also giving the accepted choices with their name and price taken from the menu
 * (the request's own prices, if any, are never trusted).
 */
export function resolveOptionChoices(
  groups: readonly OptionGroup[],
  requested: readonly RequestedOption[],
): { selected: SelectedOption[]; problems: OptionProblem[] } {
  const selected: SelectedOption[] = [];
  const problems: OptionProblem[] = [];
  const unitsByGroup = new Map<string, number>();
  for (const option of requested) {
    const group = groups.find((candidate) => candidate.id === option.groupId);
    if (!group) {
      problems.push({ kind: "unknown_group", groupId: option.groupId });
      continue;
    }
    const choice = group.choices.find((candidate) => candidate.id === option.choiceId);
    if (!choice) {
      problems.push({ kind: "unknown_choice", groupId: group.id, choiceId: option.choiceId });
      continue;
    }
    if (choice.isAvailable === false) {
      problems.push({
        kind: "choice_unavailable",
        groupId: group.id,
        choiceId: choice.id,
        choiceName: choice.name,
      });
      continue;
    }
    if (!Number.isSafeInteger(option.quantity) || option.quantity < 1) {
      problems.push({
        kind: "invalid_choice_quantity",
        groupId: group.id,
        choiceId: choice.id,
        quantity: option.quantity,
      });
      continue;
    }
    if (option.quantity > choice.maxQuantity) {
      problems.push({
        kind: "choice_quantity_above_max",
        groupId: group.id,
        choiceId: choice.id,
        choiceName: choice.name,
        maxQuantity: choice.maxQuantity,
      });
    }
    unitsByGroup.set(group.id, (unitsByGroup.get(group.id) ?? 0) + option.quantity);
    selected.push({
      groupId: group.id,
      choiceId: choice.id,
      name: choice.name,
      price: choice.price,
      quantity: option.quantity,
      // Only when the choice has one: a line without is priced (and stored) exactly as before.
      ...(choice.taxRate === undefined ? {} : { taxRate: choice.taxRate }),
    });
  }
  for (const group of groups) {
    const units = unitsByGroup.get(group.id) ?? 0;
    if (units < group.min) {
      problems.push({ kind: "too_few_choices", groupId: group.id, groupName: group.name, min: group.min });
    } else if (units > group.max) {
      problems.push({ kind: "too_many_choices", groupId: group.id, groupName: group.name, max: group.max });
    }
  }
  return { selected, problems };
}
