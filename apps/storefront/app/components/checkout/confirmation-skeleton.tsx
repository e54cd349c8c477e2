import { success as successText } from "@comptoir/messages";

/** The confirmation's place while the order is read back, so the page does not jump when it comes. */
export function ConfirmationSkeleton() {
  return (
    <div aria-busy="true" className="mt-6 flex flex-col gap-4" data-testid="confirmation-loading">
      <p className="sr-only">{successText.loading}</p>
      <div className="h-9 w-2/3 rounded-lg bg-panel" />
      <div className="h-6 w-1/2 rounded bg-panel" />
      <div className="h-24 rounded-2xl bg-panel" />
      <div className="h-40 rounded-2xl bg-panel" />
    </div>
  );
}
