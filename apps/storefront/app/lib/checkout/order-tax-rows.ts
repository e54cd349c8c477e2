import type { OrderView } from "@comptoir/contracts";
import { fill, success as successText } from "@comptoir/messages";

/**
 * The VAT lines of /success: "dont TVA" once, or once per rate when the order holds several (a
 * formule's drink at 5,5 % beside the dish at 10 %): "dont TVA 5,5 %", "dont TVA 10 %". Euros.
 */
export function orderTaxRows(order: Pick<OrderView, "tax" | "taxes">): { label: string; amount: number }[] {
  if (order.taxes.length < 2) return [{ label: successText.taxIncluded, amount: order.tax }];
  return order.taxes.map(({ rate, amount }) => ({
    label: fill(successText.taxIncludedAtRate, { rate: String(rate).replace(".", ",") }),
    amount,
  }));
}
