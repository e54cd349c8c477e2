import type { BoardOrderPayload } from "@comptoir/contracts";
import type { OrderAction } from "@comptoir/domain";
import { boardColumnLabels, backOffice as text } from "@comptoir/messages";
import type { BoardColumn } from "../../lib/board-columns.ts";
import { OrderCard } from "./order-card.tsx";

/**
 * How wide a column grows beside the others: as many tickets across as it holds, up to three, so
 * that six waiting orders stand in two rows of three on a kitchen tablet (ADR 056).
 */
const GROW_CLASSES = ["grow", "grow", "grow-2", "grow-3"] as const;

/**
 * One column of the board, its name and count in its heading, its tickets side by side as the
 * column's width allows. An empty column is only its name and a nought, small, on the heading line
 * of the last busy column. The finished orders are folded under the others, across the
 * whole width: the day's history, opened when someone asks.
 */
export function BoardColumnSection({
  column,
  timeZone,
  today,
  shopNow,
  busyOrder,
  onAction,
  onPrint,
  onCorrectCash,
  beside,
  alert,
}: {
  column: BoardColumn;
  timeZone: string;
  today: string;
  shopNow: () => Date;
  busyOrder: number | null;
  onAction: (order: BoardOrderPayload, action: OrderAction) => void;
  onPrint: (order: BoardOrderPayload) => void;
  onCorrectCash: (order: BoardOrderPayload) => void;
  /** Shown at the end of the heading's line: the empty steps, beside the last busy column. */
  beside?: React.ReactNode;
  /**
   * The new-order banner (ADR 056): while orders wait, the waiting column's heading is the alert
   * itself, "3 commandes à accepter", its background pulsing; no row of the tablet is spent twice.
   */
  alert?: string;
}) {
  const headingId = `colonne-${column.key}`;
  const count = column.orders.length;
  const cards = column.orders.map((order) => (
    <OrderCard
      key={order.id}
      order={order}
      timeZone={timeZone}
      today={today}
      shopNow={shopNow}
      busy={busyOrder === order.id}
      onAction={onAction}
      onPrint={onPrint}
      onCorrectCash={onCorrectCash}
    />
  ));
  const heading = (
    <>
      {boardColumnLabels[column.key]}{" "}
      <span className="rounded-full bg-cream px-2 text-ink tabular-nums">{count}</span>
    </>
  );
  if (column.key === "done") {
    return (
      <details className="mt-3 rounded-2xl border border-line p-3" data-testid="board-column-done">
        <summary id={headingId} className="min-h-12 cursor-pointer content-center text-xl font-black">
          {heading}
        </summary>
        <div className="board-tickets mt-3">{cards}</div>
      </details>
    );
  }
  if (count === 0) {
    // An empty step: its name and a nought, small, beside the columns that hold orders.
    return (
      <section
        aria-labelledby={headingId}
        className="rounded-xl border border-dashed border-line px-3 py-1.5"
        data-testid={`board-column-${column.key}`}
      >
        <h2 id={headingId} className="font-bold whitespace-nowrap text-muted">
          {heading}
          <span className="sr-only"> · {text.emptyColumn}</span>
        </h2>
      </section>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 basis-0 flex-col gap-2 md:min-w-[15.5rem] ${GROW_CLASSES[Math.min(count, 3)]}`}
      data-testid={`board-column-${column.key}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {alert ? (
          <h2
            id={headingId}
            data-testid="board-banner"
            className="board-alert flex min-h-11 grow basis-64 items-center rounded-xl px-4 text-xl font-black"
          >
            {alert}
          </h2>
        ) : (
          <h2 id={headingId} className="text-xl font-black">
            {heading}
          </h2>
        )}
        {beside ? <div className="flex flex-wrap gap-2">{beside}</div> : null}
      </div>
      <div className="board-tickets">{cards}</div>
    </section>
  );
}
