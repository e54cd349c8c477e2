import { type CartLine, lineIdentity } from "./cart-line.ts";

/**
 * Adds a line to the cart: an identical line (same item, options and note) gets the quantities
 * added up, any other line is appended. The cart given is left untouched.
 */
export function addLine(lines: readonly CartLine[], added: CartLine): CartLine[] {
  const identity = lineIdentity(added);
  const index = lines.findIndex((line) => lineIdentity(line) === identity);
  if (index === -1) return [...lines, added];
  return lines.map((line, i) => (i === index ? { ...line, quantity: line.quantity + added.quantity } : line));
}

/** Merges every identical line of a cart, keeping the order of first appearance. */
export function mergeLines(lines: readonly CartLine[]): CartLine[] {
  return lines.reduce<CartLine[]>((merged, line) => addLine(merged, line), []);
}

/** Sets a line's quantity; zero or less removes it. */
export function setLineQuantity(lines: readonly CartLine[], identity: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => lineIdentity(line) !== identity);
  return lines.map((line) => (lineIdentity(line) === identity ? { ...line, quantity } : line));
}

/** Number of units in the cart, for the cart button's counter. */
export function countUnits(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}
