import type { MenuItem } from "../menu/menu.ts";
import type { CartLine } from "./cart-line.ts";
import { type OptionProblem, type RequestedOption, resolveOptionChoices } from "./option-choices.ts";

/** Most units of one line in one order; beyond it an order is more likely a mistake than a meal. */
export const MAX_LINE_QUANTITY = 99;

export const MAX_NOTE_LENGTH = 200;

export interface LineRequest {
  itemId: string;
  options: readonly RequestedOption[];
  quantity: number;
  note: string;
}

export type LineProblem =
  | OptionProblem
  | { kind: "unknown_item"; itemId: string }
  | { kind: "item_unavailable"; itemId: string; name: string }
  | { kind: "invalid_quantity"; quantity: number }
  | { kind: "note_too_long"; maxLength: number };

export type LineResult = { ok: true; line: CartLine } | { ok: false; problems: LineProblem[] };

/**
 * Builds a cart line from the restaurant's own menu: the prices come from the menu, never from
 * the request, so the server can price a client's cart with its own figures. The request is
 * refused with every problem found (unknown or sold-out item, unknown choice, quantity, option
 * limits, note length).
 */
export function lineFromMenu(items: readonly MenuItem[], request: LineRequest): LineResult {
  const item = items.find((candidate) => candidate.id === request.itemId);
  if (!item) return { ok: false, problems: [{ kind: "unknown_item", itemId: request.itemId }] };
  if (!item.isAvailable) {
    return { ok: false, problems: [{ kind: "item_unavailable", itemId: item.id, name: item.name }] };
  }

  const problems: LineProblem[] = [];
  if (
    !Number.isSafeInteger(request.quantity) ||
    request.quantity < 1 ||
    request.quantity > MAX_LINE_QUANTITY
  ) {
    problems.push({ kind: "invalid_quantity", quantity: request.quantity });
  }
  const note = request.note.trim();
  if (note.length > MAX_NOTE_LENGTH) problems.push({ kind: "note_too_long", maxLength: MAX_NOTE_LENGTH });
  const options = resolveOptionChoices(item.optionGroups, request.options);
  problems.push(...options.problems);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    line: {
      itemId: item.id,
      menuId: item.menuId,
      categoryId: item.categoryId,
      name: item.name,
      price: item.price,
      options: options.selected,
      quantity: request.quantity,
      note,
    },
  };
}
