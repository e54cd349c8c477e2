/**
 * The mark every error carries beside its words (a circle with an exclamation point), so an error
 * is told from the accent by its shape and not only by its colour. Decorative: the words say it.
 */
export function ErrorIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}

/** A field's French error under it: the icon and the words, in the danger colour. */
export function FieldError({
  id,
  className = "",
  children,
}: {
  id?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <p id={id} className={`flex items-start gap-1.5 text-sm font-semibold text-danger ${className}`}>
      <ErrorIcon className="mt-px size-4" />
      <span>{children}</span>
    </p>
  );
}
