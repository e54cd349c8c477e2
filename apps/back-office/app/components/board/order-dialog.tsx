import type { BoardOrderPayload, OrderActionBody } from "@comptoir/contracts";
import { AcceptDialog } from "./accept-dialog.tsx";
import { CashDialog } from "./cash-dialog.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";

/**
 * The question an action asks before it goes to the server: when it will be ready (accept), why
 * (refuse, cancel), how much cash the handover of a cash order brought (`cash`), or that amount
 * corrected (`cash_correction`).
 */
export type OrderDialogState = {
  kind: "accept" | "refuse" | "cancel" | "cash" | "cash_correction";
  order: BoardOrderPayload;
};

/**
 * The open dialog of the board, its answer sent as the action's body or as the cash's correction.
 * Loaded by the board right after it opens, off its first load (ADR 045's budget).
 */
export default function OrderDialog({
  dialog,
  timeZone,
  busy,
  onAct,
  onCorrectCash,
  onClose,
}: {
  dialog: OrderDialogState;
  timeZone: string;
  busy: boolean;
  onAct: (order: BoardOrderPayload, body: OrderActionBody) => void;
  /** The corrected amount, in cents. */
  onCorrectCash: (order: BoardOrderPayload, amount: number) => void;
  onClose: () => void;
}) {
  const { kind, order } = dialog;
  // The order may have moved on (another column, folded away): focus goes back to its heading.
  const fallbackFocus = () => document.getElementById(`commande-${order.id}`);
  if (kind === "accept") {
    return (
      <AcceptDialog
        order={order}
        timeZone={timeZone}
        busy={busy}
        onConfirm={(readyAt) =>
          onAct(order, readyAt ? { action: "accept", ready_at: readyAt } : { action: "accept" })
        }
        onClose={onClose}
        fallbackFocus={fallbackFocus}
      />
    );
  }
  if (kind === "cash" || kind === "cash_correction") {
    return (
      <CashDialog
        order={order}
        correcting={kind === "cash_correction"}
        busy={busy}
        onConfirm={(amount) =>
          kind === "cash" ? onAct(order, { action: "complete", amount }) : onCorrectCash(order, amount)
        }
        onClose={onClose}
        fallbackFocus={fallbackFocus}
      />
    );
  }
  return (
    <ReasonDialog
      action={kind}
      orderNumber={order.number}
      refund={order.paid && !order.refunded}
      busy={busy}
      onConfirm={(reason) => onAct(order, { action: kind, reason })}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}
