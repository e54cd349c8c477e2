/**
 * A form's main button: the accent, full width for a thumb, and while the server answers it says
 * what is happening ("Connexion en cours…") and does not send twice.
 */
export function SubmitButton({
  label,
  pendingLabel,
  pending,
  danger = false,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className={`inline-flex min-h-12 w-full items-center justify-center rounded-full px-6 text-lg font-bold ${
        danger ? "border-2 border-danger text-cream hover:bg-panel" : "bg-accent text-ink"
      } ${pending ? "opacity-80" : ""}`}
    >
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
          />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
