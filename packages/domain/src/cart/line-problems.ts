import { cartLine, fill } from "@comptoir/messages";
import type { LineProblem } from "./line-from-menu.ts";

/** The French sentence for a problem with a requested line, for the product modal and the API. */
export function describeLineProblem(problem: LineProblem): string {
  switch (problem.kind) {
    case "unknown_item":
    case "unknown_group":
      return cartLine.unknownItem;
    case "item_unavailable":
      return fill(cartLine.itemUnavailable, { name: problem.name });
    case "unknown_choice":
      return cartLine.unknownChoice;
    case "choice_unavailable":
      return fill(cartLine.choiceUnavailable, { choice: problem.choiceName });
    case "invalid_quantity":
    case "invalid_choice_quantity":
      return cartLine.invalidQuantity;
    case "note_too_long":
      return fill(cartLine.noteTooLong, { maxLength: problem.maxLength });
    case "too_few_choices":
      return fill(problem.min === 1 ? cartLine.tooFewChoicesOne : cartLine.tooFewChoices, {
        group: problem.groupName,
        min: problem.min,
      });
    case "too_many_choices":
      return fill(problem.max === 1 ? cartLine.tooManyChoicesOne : cartLine.tooManyChoices, {
        group: problem.groupName,
        max: problem.max,
      });
    case "choice_quantity_above_max":
      return fill(cartLine.choiceQuantityAboveMax, { choice: problem.choiceName, max: problem.maxQuantity });
  }
}
