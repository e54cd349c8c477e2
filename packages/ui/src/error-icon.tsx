/**
 * The mark every error carries beside its words (a circle with an exclamation point), so an error
 * is told from the accent by its shape and not only by its colour. Decorative: the words say it.
 * Drawn by the stylesheet (`.error-mark` in theme.css), not in JavaScript: it is on the checkout's
 * first load, whose budget counts every byte of markup written here.
 */
export function ErrorIcon({ className = "size-5" }: { className?: string }) {
  return <span aria-hidden="true" className={`error-mark ${className}`} />;
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
