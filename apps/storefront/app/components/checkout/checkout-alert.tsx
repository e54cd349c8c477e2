import { checkout as checkoutText } from "@comptoir/messages";
import { ErrorIcon } from "@comptoir/ui/error-icon.tsx";
import { useEffect, useRef } from "react";
import type { CheckoutAlertMessage } from "../../lib/checkout/checkout-reducer.ts";
import { CloseIcon } from "../ui/icons.tsx";

/**
 * The checkout's alert (docs/product.md#checkout): said at once by screen readers, brought into view, and
 * closed by the customer; the next action replaces it.
 */
export function CheckoutAlert({
  alert,
  onDismiss,
}: {
  alert: CheckoutAlertMessage | null;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const alertId = alert?.id;
  useEffect(() => {
    if (alertId === undefined) return;
    ref.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [alertId]);
  return (
    <div ref={ref} role="alert" className="empty:hidden">
      {alert ? (
        <div
          key={alert.id}
          data-testid="checkout-alert"
          className="mt-4 flex items-start gap-3 rounded-2xl border-2 border-danger bg-panel p-4"
        >
          <ErrorIcon className="mt-0.5 size-6 text-danger" />
          <div className="min-w-0 flex-1">
            <p className="font-bold">{alert.text}</p>
            {alert.detail ? <p className="mt-1 text-sm text-muted">{alert.detail}</p> : null}
          </div>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={checkoutText.dismiss}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-line"
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
