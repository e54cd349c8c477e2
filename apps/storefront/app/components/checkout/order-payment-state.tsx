import type { OrderView } from "@comptoir/contracts";
import { eurosToCents, formatEuros, isStoppedProgress, type OrderProgress } from "@comptoir/domain";
import { fill, success as successText } from "@comptoir/messages";

/**
 * What the customer owes, as of the order's progress: paid, what is left to pay and where; and
 * for a refused or cancelled order what its mail says: nothing to pay, or the card payment given
 * back (ADR 042, 060).
 */
export function OrderPaymentState({ order, progress }: { order: OrderView; progress: OrderProgress }) {
  const due = eurosToCents(order.amount_due);
  const paid = eurosToCents(order.amount_paid);
  // Paid: the reassuring green; to pay: cream; a stopped order owes nothing but is no good news.
  const tone = isStoppedProgress(progress)
    ? "border-2 border-cream text-cream"
    : due === 0
      ? "bg-success text-ink"
      : "bg-cream text-ink";
  let words: string;
  if (isStoppedProgress(progress)) {
    words = paid > 0 ? fill(successText.refunded, { amount: formatEuros(paid) }) : successText.nothingToPay;
  } else if (due === 0) {
    words = successText.paid;
  } else {
    words = fill(
      order.payment_method === "card"
        ? successText.due
        : order.is_pickup
          ? successText.duePickup
          : successText.dueDelivery,
      { amount: formatEuros(due) },
    );
  }
  return (
    <p className={`w-fit rounded-full px-4 py-1.5 font-bold ${tone}`} data-testid="order-payment-state">
      {words}
    </p>
  );
}
