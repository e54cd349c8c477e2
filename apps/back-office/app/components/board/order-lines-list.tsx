import type { BoardOrderPayload } from "@comptoir/contracts";
import { formatPayloadEuros } from "@comptoir/domain/money-format";
import { fill, backOffice as text } from "@comptoir/messages";
import { optionsLine } from "../../lib/board-labels.ts";

/**
 * An order's lines as the kitchen reads them: quantity and name, the options under them, the
 * customer's note, and "offert" for a free item; with prices on the bag ticket.
 */
export function OrderLinesList({
  items,
  prices = false,
  large = false,
  className = "",
}: {
  items: BoardOrderPayload["items"];
  prices?: boolean;
  /** On the board, read from across the kitchen: the dish larger, its options and note readable. */
  large?: boolean;
  className?: string;
}) {
  const detail = large ? "text-base leading-5" : "text-sm";
  return (
    <ul className={`flex flex-col ${large ? "gap-1" : "gap-1.5"} ${className}`}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id, and the same dish may come twice (another note).
        <li key={`${index}-${item.item_id}`} className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className={large ? "text-lg leading-6 font-bold" : "font-bold"}>
              {item.quantity} × {item.item_name}
              {item.is_free ? <span className="ml-2 font-black uppercase">{text.free}</span> : null}
            </p>
            {item.options.length ? <p className={detail}>{optionsLine(item.options)}</p> : null}
            {item.note ? (
              <p className={`${detail} italic ${large ? "font-semibold text-[#fcd34d]" : ""}`}>
                {fill(text.note, { note: item.note })}
              </p>
            ) : null}
          </div>
          {prices ? (
            <p className="shrink-0 tabular-nums">
              {item.is_free ? text.free : formatPayloadEuros(item.amount)}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
