import type { Cents } from "@comptoir/domain";
import { formatEuros } from "@comptoir/domain";
import { spokenEuros } from "../../lib/price.ts";

interface Props {
  amount: Cents;
  /** Shown before the amount and read with it ("-" for a discount). */
  sign?: "-" | "";
  className?: string;
  testId?: string;
}

/** An amount shown as `12,50 €` and read by screen readers as "12,50 euros". */
export function Price({ amount, sign = "", className, testId }: Props) {
  return (
    // Relative, so the words for screen readers stay inside it even in a sideways-scrolling list.
    <span className={`relative ${className ?? ""}`}>
      <span aria-hidden="true" data-testid={testId}>
        {sign === "-" ? `−${formatEuros(amount)}` : formatEuros(amount)}
      </span>
      <span className="sr-only">{sign === "-" ? `moins ${spokenEuros(amount)}` : spokenEuros(amount)}</span>
    </span>
  );
}
