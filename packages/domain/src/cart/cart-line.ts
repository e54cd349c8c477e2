import { type ItemPrice, type OrderMode, priceForMode } from "../menu/menu.ts";
import { multiplyCents } from "../money/arithmetic.ts";
import { type Cents, cents } from "../money/cents.ts";
import type { RatedAmount } from "../tax/tax.ts";

/** A choice made in an option group, with the price it had in the menu and how many were taken. */
export interface SelectedOption {
  groupId: string;
  choiceId: string;
  name: string;
  price: Cents;
  quantity: number;
  /** The choice's own VAT rate in percent, as the menu gave it; absent: the item's rate. */
  taxRate?: number;
}

/** One line of the cart: an item with its chosen options and note, ordered `quantity` times. */
export interface CartLine {
  itemId: string;
  menuId: string;
  categoryId: string;
  name: string;
  price: ItemPrice;
  options: SelectedOption[];
  quantity: number;
  note: string;
}

/**
 * Two lines are the same line when they hold the same item with the same choices (in any order,
 * in the same quantities) and the same note (ignoring surrounding spaces). Their quantities merge.
 */
export function lineIdentity(line: Pick<CartLine, "itemId" | "options" | "note">): string {
  const choices = line.options
    .filter((option) => option.quantity > 0)
    .map((option) => `${option.groupId}:${option.choiceId}×${option.quantity}`)
    .sort();
  return JSON.stringify([line.itemId, choices, line.note.trim()]);
}

/** Price of one unit: the item's price for the mode plus each chosen option's price times its quantity. */
export function unitPrice(line: Pick<CartLine, "price" | "options">, mode: OrderMode): Cents {
  let total = priceForMode(line.price, mode);
  for (const option of line.options) total = cents(total + multiplyCents(option.price, option.quantity));
  return total;
}

/** Line price = (mode price + options' price × quantity) × line quantity (docs/product.md#cart). */
export function linePrice(line: Pick<CartLine, "price" | "options" | "quantity">, mode: OrderMode): Cents {
  return multiplyCents(unitPrice(line, mode), line.quantity);
}

/**
 * The line price cut by VAT rate: the item's price for the mode × quantity at the item's rate, and
 * each choice's price × its quantity × the line's quantity at the choice's own rate (the item's when
 * it has none). The amounts add up to `linePrice` exactly.
 */
export function lineAmountsByRate(
  line: Pick<CartLine, "price" | "options" | "quantity">,
  mode: OrderMode,
): RatedAmount[] {
  return [
    { rate: line.price.taxRate, amount: multiplyCents(priceForMode(line.price, mode), line.quantity) },
    ...line.options.map((option) => ({
      rate: option.taxRate ?? line.price.taxRate,
      amount: multiplyCents(multiplyCents(option.price, option.quantity), line.quantity),
    })),
  ];
}
