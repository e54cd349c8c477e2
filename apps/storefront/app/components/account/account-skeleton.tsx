import { account as accountText } from "@comptoir/messages";

/** While the session or a list is read: the shape of what comes, and words for screen readers. */
export function AccountSkeleton({ label = accountText.checkingSession }: { label?: string }) {
  return (
    <div aria-busy="true" className="mt-6 flex flex-col gap-3" data-testid="account-loading">
      <p className="sr-only">{label}</p>
      <div className="h-6 w-1/2 rounded bg-panel" />
      <div className="h-24 rounded-2xl bg-panel" />
      <div className="h-24 rounded-2xl bg-panel" />
    </div>
  );
}
