import {
  type Cents,
  describeLineProblem,
  type LineRequest,
  lineFromMenu,
  linePrice,
  type MenuItem,
  type OptionGroup,
  type OrderMode,
  type RequestedOption,
  resolveOptionChoices,
} from "@comptoir/domain";

/** The choices ticked in the product sheet: for each group, each choice's quantity. */
export type Selection = Readonly<Record<string, Readonly<Record<string, number>>>>;

export const NO_SELECTION: Selection = {};

function unitsInGroup(selection: Selection, groupId: string): number {
  return Object.values(selection[groupId] ?? {}).reduce((sum, quantity) => sum + quantity, 0);
}

export function choiceQuantity(selection: Selection, groupId: string, choiceId: string): number {
  return selection[groupId]?.[choiceId] ?? 0;
}

/** A group of at most one choice (radio buttons): the choice replaces the previous one; null clears it. */
export function pickSingle(selection: Selection, groupId: string, choiceId: string | null): Selection {
  return { ...selection, [groupId]: choiceId === null ? {} : { [choiceId]: 1 } };
}

/** Sets how many of a choice are taken (checkbox: 0 or 1; stepper: 0 to its maximum). */
export function setChoiceQuantity(
  selection: Selection,
  groupId: string,
  choiceId: string,
  quantity: number,
): Selection {
  const group = { ...selection[groupId] };
  if (quantity > 0) group[choiceId] = quantity;
  else delete group[choiceId];
  return { ...selection, [groupId]: group };
}

/** Can one more unit go into the group without passing its maximum? */
export function groupHasRoom(selection: Selection, group: OptionGroup): boolean {
  return unitsInGroup(selection, group.id) < group.max;
}

/** The choices as a line request, in the menu's order of groups and choices (as the cart lists them). */
function requestedOptions(selection: Selection, groups: readonly OptionGroup[]): RequestedOption[] {
  return groups.flatMap((group) =>
    group.choices
      .map((choice) => ({
        groupId: group.id,
        choiceId: choice.id,
        quantity: choiceQuantity(selection, group.id, choice.id),
      }))
      .filter((option) => option.quantity > 0),
  );
}

export interface ProductChoice {
  request: LineRequest;
  /** The running line price: item price for the mode, plus the chosen options, times the quantity. */
  price: Cents;
  /** Why the line cannot go in the cart yet, in French; null when it can. */
  problem: string | null;
  /** The group to send the customer to when the line cannot be added. */
  problemGroupId: string | null;
}

/**
 * What the product sheet shows and adds, entirely from the domain's rules: the line is built the
 * way the server will build it (lineFromMenu), and its first problem is the reason shown beside
 * the disabled "Ajouter" button.
 */
export function productChoice(
  item: MenuItem,
  mode: OrderMode,
  selection: Selection,
  quantity: number,
  note: string,
): ProductChoice {
  const request: LineRequest = {
    itemId: item.id,
    options: requestedOptions(selection, item.optionGroups),
    quantity,
    note,
  };
  const priced = resolveOptionChoices(item.optionGroups, request.options).selected;
  const result = lineFromMenu([item], request);
  const problem = result.ok ? null : (result.problems[0] ?? null);
  return {
    request,
    price: linePrice({ price: item.price, options: priced, quantity }, mode),
    problem: problem ? describeLineProblem(problem) : null,
    problemGroupId: problem && "groupId" in problem ? problem.groupId : null,
  };
}
