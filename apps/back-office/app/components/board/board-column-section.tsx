import type { BoardOrderPayload } from "@comptoir/contracts";
import type { OrderAction } from "@comptoir/domain";
import { boardColumnLabels, backOffice as text } from "@comptoir/messages";
import type { BoardColumn } from "../../lib/board-columns.ts";
import { OrderCard } from "./order-card.tsx";

/**
 * One column of the board, its name and count in its heading. The finished orders are folded
 * under the others, across the whole width: the day's history, opened when someone asks.
 */
export function BoardColumnSection({
  column,
  timeZone,
  today,
  busyOrder,
  onAction,
  onPrint,
}: {
  column: BoardColumn;
  timeZone: string;
  today: string;
  busyOrder: number | null;
  onAction: (order: BoardOrderPayload, action: OrderAction) => void;
  onPrint: (order: BoardOrderPayload) => void;
}) {
  const headingId = `colonne-${column.key}`;
  const heading = `${boardColumnLabels[column.key]} (${column.orders.length})`;
  const cards = column.orders.map((order) => (
    <OrderCard
      key={order.id}
      order={order}
      timeZone={timeZone}
      today={today}
      busy={busyOrder === order.id}
      onAction={onAction}
      onPrint={onPrint}
    />
  ));
  if (column.key === "done") {
    return (
      <details className="rounded-2xl border border-line p-3 lg:col-span-4" data-testid="board-column-done">
        <summary id={headingId} className="min-h-12 cursor-pointer content-center text-xl font-black">
          {heading}
        </summary>
        <div className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-4">{cards}</div>
      </details>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
      data-testid={`board-column-${column.key}`}
    >
      <h2 id={headingId} className="text-xl font-black">
        {heading}
      </h2>
      {cards.length ? (
        cards
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-4 text-muted">{text.emptyColumn}</p>
      )}
    </section>
  );
}
