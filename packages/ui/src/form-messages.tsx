import { ErrorIcon } from "./error-icon.tsx";

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
            className="flex items-start gap-2 rounded-2xl border-2 border-danger bg-panel p-4 font-semibold"
          >
            <ErrorIcon className="mt-0.5 size-5 text-danger" />
            <span>{problem}</span>
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
