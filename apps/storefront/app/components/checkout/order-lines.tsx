import { checkout as checkoutText, fill } from "@comptoir/messages";
import type { RecapLine } from "../../lib/checkout/recap.ts";
import { Price } from "../ui/price.tsx";

export function OrderLines({ lines }: { lines: readonly RecapLine[] }) {
  return (
    <ul className="flex flex-col" data-testid="recap-lines">
      {lines.map((line) => (
        <li key={line.key} className="flex items-start justify-between gap-3 border-b border-line py-2.5">
          <div className="min-w-0">
            <p className="font-semibold">
              {line.quantity > 1 ? `${line.quantity} × ` : ""}
              {line.name}
            </p>
            {line.options ? <p className="text-sm text-muted">{line.options}</p> : null}
            {line.note ? (
              <p className="text-sm italic text-muted">{fill(checkoutText.noteLine, { note: line.note })}</p>
            ) : null}
          </div>
          {line.amount === null ? (
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-ink">
              {checkoutText.free}
            </span>
          ) : (
            <Price amount={line.amount} className="shrink-0" />
          )}
        </li>
      ))}
    </ul>
  );
}
