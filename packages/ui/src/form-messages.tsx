/**
 * What the server answered, above a form's button: a refusal (its French `message`, docs/product.md#errors)
 * said at once by screen readers, or a piece of news said politely. The live regions are always
 * there, so what appears in them is announced.
 */
export function FormMessages({ problem, notice }: { problem?: string | null; notice?: string | null }) {
  return (
    <>
      <div role="alert" className="empty:hidden">
        {problem ? (
          <p
            data-testid="form-problem"
            className="rounded-2xl border-2 border-accent bg-panel p-4 font-semibold"
          >
            {problem}
          </p>
        ) : null}
      </div>
      <div role="status" className="empty:hidden">
        {notice ? (
          <p data-testid="form-notice" className="rounded-2xl border border-line bg-panel p-4">
            {notice}
          </p>
        ) : null}
      </div>
    </>
  );
}
