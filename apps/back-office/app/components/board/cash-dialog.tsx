import type { BoardOrderPayload } from "@comptoir/contracts";
import { formatPayloadEuros } from "@comptoir/domain/money-format";
import { fill, cashDialog as text } from "@comptoir/messages";
import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";
import { useState } from "react";
import { centsOfEurosText, centsText, eurosText } from "../../lib/cash-amount.ts";
import { DialogActions } from "./dialog-actions.tsx";

/**
 * "Encaissement": the cash a cash order brought at its handover, prefilled with its total, typed
 * with a French comma; or its correction, prefilled with the amount recorded. The amount goes to
 * the server in cents; what the customer was given back is not asked.
 */
export function CashDialog({
  order,
  correcting,
  busy,
  onConfirm,
  onClose,
  fallbackFocus,
}: {
  order: BoardOrderPayload;
  /** Correct the amount recorded rather than record the handover's. */
  correcting: boolean;
  busy: boolean;
  /** The amount in cents. */
  onConfirm: (amount: number) => void;
  onClose: () => void;
  /** Where focus goes once the order moved on and the button that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
}) {
  const recorded = order.cash_collected;
  const [typed, setTyped] = useState(() =>
    correcting && recorded ? centsText(recorded.amount) : eurosText(order.total),
  );
  const [tried, setTried] = useState(false);
  const amount = centsOfEurosText(typed);
  const invalid = tried && amount === null;
  const headingId = "encaissement-titre";
  return (
    <SheetDialog labelledBy={headingId} onClose={onClose} fallbackFocus={fallbackFocus}>
      <form
        noValidate
        className="flex flex-col gap-4 overflow-y-auto p-5"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (amount === null) {
            document.getElementById("montant-encaisse")?.focus();
            return;
          }
          onConfirm(amount);
        }}
      >
        <h2 id={headingId} className="text-2xl font-black">
          {fill(correcting ? text.correctTitle : text.dialogTitle, { number: order.number })}
        </h2>
        <p className="text-muted">
          {text.intro} {fill(text.total, { amount: formatPayloadEuros(order.total) })}
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor="montant-encaisse" className="font-semibold">
            {text.amountLabel}
          </label>
          <input
            id="montant-encaisse"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onFocus={(event) => event.currentTarget.select()}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? "montant-erreur" : "montant-aide"}
            className="min-h-14 w-full rounded-xl border border-line bg-ink px-4 text-2xl font-black text-cream tabular-nums"
          />
          {invalid ? (
            <p id="montant-erreur" className="font-semibold text-danger">
              {text.amountInvalid}
            </p>
          ) : (
            <p id="montant-aide" className="text-sm text-muted">
              {text.amountHint}
            </p>
          )}
        </div>
        <DialogActions
          cancel={text.cancel}
          confirm={correcting ? text.correctConfirm : text.confirm}
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </SheetDialog>
  );
}
