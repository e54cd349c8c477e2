import { checkout as checkoutText } from "@comptoir/messages";
import { Link } from "react-router";

/** Nothing to order: the way back to the menu. */
export function EmptyCheckout({ menuPath }: { menuPath: string }) {
  return (
    <div className="mt-10 flex flex-col items-start gap-4">
      <h1 className="text-3xl font-black">{checkoutText.emptyTitle}</h1>
      <p className="text-muted">{checkoutText.emptyText}</p>
      <Link
        to={menuPath}
        className="inline-flex min-h-12 items-center rounded-full bg-accent px-6 text-lg font-bold text-ink"
      >
        {checkoutText.emptyCta}
      </Link>
    </div>
  );
}
