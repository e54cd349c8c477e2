import { LINE_MESSAGES } from "../messages.ts";
import type { LineProblem } from "./line-from-menu.ts";

/** The French sentence for a problem with a requested line, for the product modal and the API. */
export function describeLineProblem(problem: LineProblem): string {
  switch (problem.kind) {
    case "unknown_item":
    case "unknown_group":
      return LINE_MESSAGES.unknownItem;
    case "item_unavailable":
      return LINE_MESSAGES.itemUnavailable(problem.name);
    case "unknown_choice":
      return LINE_MESSAGES.unknownChoice;
    case "invalid_quantity":
    case "invalid_choice_quantity":
      return LINE_MESSAGES.invalidQuantity;
    case "note_too_long":
      return LINE_MESSAGES.noteTooLong(problem.maxLength);
    case "too_few_choices":
      return LINE_MESSAGES.tooFewChoices(problem.groupName, problem.min);
    case "too_many_choices":
      return LINE_MESSAGES.tooManyChoices(problem.groupName, problem.max);
    case "choice_quantity_above_max":
      return LINE_MESSAGES.choiceQuantityAboveMax(problem.choiceName, problem.maxQuantity);
  }
}
