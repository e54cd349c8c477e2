import type { OrderView } from "@comptoir/contracts";
import { type CartLine, lineFromMenu, type MenuItem, type RequestedOption } from "@comptoir/domain";

/** What "Commander à nouveau" can put back in the cart, and what it cannot (by name). */
export interface Reorder {
  lines: CartLine[];
  unavailable: string[];
}

type OrderLine = OrderView["items"][number];

/**
 * A past order's choices as the cart asks for them: each `choice_id` found in the item's option
 * groups today; null when one is no longer offered (the line is then not available as it was).
 */
function requestedOptions(item: MenuItem, line: OrderLine): RequestedOption[] | null {
  const requested: RequestedOption[] = [];
  for (const option of line.options) {
    const choiceId = String(option.choice_id);
    const group = item.optionGroups.find((candidate) =>
      candidate.choices.some((choice) => choice.id === choiceId),
    );
    if (!group) return null;
    requested.push({ groupId: group.id, choiceId, quantity: option.quantity });
  }
  return requested;
}

/**
 * The lines of a past order built again from today's menu, with the domain's cart line builder
 * (prices, sold-out items, choices and their limits as the menu says now). Offered lines are left
 * out: the offers add them again when they still apply. A line whose item or one of whose choices
 * is gone, or sold out, is named in `unavailable`.
 */
export function reorderLines(menuItems: readonly MenuItem[], order: Pick<OrderView, "items">): Reorder {
  const lines: CartLine[] = [];
  const unavailable: string[] = [];
  for (const line of order.items) {
    if (line.is_free) continue;
    const itemId = String(line.item_id);
    const item = menuItems.find((candidate) => candidate.id === itemId);
    const options = item ? requestedOptions(item, line) : null;
    const built =
      item && options
        ? lineFromMenu(menuItems, { itemId, options, quantity: line.quantity, note: line.note })
        : null;
    if (built?.ok) lines.push(built.line);
    else if (!unavailable.includes(line.item_name)) unavailable.push(line.item_name);
  }
  return { lines, unavailable };
}
