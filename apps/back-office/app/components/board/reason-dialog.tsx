import { REASON_MAX_LENGTH } from "@comptoir/contracts/staff-constants";
import { fill, backOffice as text } from "@comptoir/messages";
import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";
import { useState } from "react";
import { DialogActions } from "./dialog-actions.tsx";

/**
 * "Refuser" or "Annuler la commande": the customer reads the reason, so one is required; a tap on
 * a usual reason fills it, and it can be changed or written freely.
 */
export function ReasonDialog({
  action,
  orderNumber,
  refund,
  busy,
  onConfirm,
  onClose,
  fallbackFocus,
}: {
  action: "refuse" | "cancel";
  orderNumber: string;
  /** The order is paid by card: say it will be refunded. */
  refund: boolean;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Where focus goes once the order moved on and the button that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
}) {
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const headingId = "raison-titre";
  const missing = reason.trim() === "";
  return (
    <SheetDialog labelledBy={headingId} onClose={onClose} fallbackFocus={fallbackFocus}>
      <form
        noValidate
        className="flex flex-col gap-4 overflow-y-auto p-5"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (missing) {
            document.getElementById("raison")?.focus();
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        <h2 id={headingId} className="text-2xl font-black">
          {fill(action === "refuse" ? text.refuseTitle : text.cancelTitle, { number: orderNumber })}
        </h2>
        <p className="text-muted">{text.reasonIntro}</p>
        {refund ? <p className="font-bold">{text.refundNote}</p> : null}
        <div className="flex flex-wrap gap-2">
          {text.quickReasons.map((quick) => (
            <button
              key={quick}
              type="button"
              aria-pressed={reason === quick}
              onClick={() => setReason(quick)}
              className={`min-h-12 rounded-full border-2 px-4 text-left font-semibold ${
                reason === quick ? "border-accent bg-accent text-ink" : "border-line"
              }`}
            >
              {quick}
            </button>
          ))}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="raison" className="font-semibold">
            {text.reasonLabel}
          </label>
          <textarea
            id="raison"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REASON_MAX_LENGTH}
            rows={2}
            required
            aria-invalid={tried && missing ? true : undefined}
            aria-describedby={tried && missing ? "raison-erreur" : undefined}
            className="min-h-12 w-full rounded-xl border border-line bg-ink px-4 py-2 text-lg text-cream"
          />
          {tried && missing ? (
            <p id="raison-erreur" className="font-semibold text-danger">
              {text.reasonRequired}
            </p>
          ) : null}
        </div>
        <DialogActions
          cancel={text.cancel}
          confirm={action === "refuse" ? text.refuseConfirm : text.cancelConfirm}
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </SheetDialog>
  );
}
