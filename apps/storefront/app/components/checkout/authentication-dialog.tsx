import { checkout as checkoutText, fill } from "@comptoir/messages";
import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";
import { useId } from "react";

/**
 * The bank's second step of the demo provider (3-D Secure in real life): the customer approves or
 * refuses the payment. Closing the dialog refuses it.
 */
export function AuthenticationDialog({
  amount,
  onAnswer,
}: {
  amount: string;
  onAnswer: (approve: boolean) => void;
}) {
  const ids = useId();
  const titleId = `${ids}-titre`;
  return (
    <SheetDialog labelledBy={titleId} onClose={() => onAnswer(false)}>
      <div className="flex flex-col gap-4 p-6" data-testid="authentication-dialog">
        <span className="w-fit rounded-full bg-cream px-3 py-1 text-sm font-black uppercase tracking-wide text-ink">
          {checkoutText.demoBadge}
        </span>
        <h2 id={titleId} className="text-xl font-black">
          {checkoutText.authTitle}
        </h2>
        <p>{fill(checkoutText.authText, { amount })}</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row-reverse">
          <button
            type="button"
            onClick={() => onAnswer(true)}
            className="inline-flex min-h-12 flex-1 items-center justify-center rounded-full bg-accent px-6 text-lg font-bold text-ink"
          >
            {checkoutText.authApprove}
          </button>
          <button
            type="button"
            onClick={() => onAnswer(false)}
            className="inline-flex min-h-12 flex-1 items-center justify-center rounded-full border border-cream px-6 font-bold"
          >
            {checkoutText.authRefuse}
          </button>
        </div>
      </div>
    </SheetDialog>
  );
}
