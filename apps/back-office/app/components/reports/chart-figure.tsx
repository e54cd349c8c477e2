import { fill, reports as text } from "@comptoir/messages";
import { useState } from "react";

/**
 * A chart and its figures as a table: the drawing is for the eye (hidden from screen readers), the
 * table is always in the page for them, and "Voir le tableau" shows it to everyone else. Printed,
 * the chart alone.
 */
export function ChartFigure({
  id,
  title,
  hint,
  chart,
  table,
}: {
  id: string;
  title: string;
  hint?: string;
  chart: React.ReactNode;
  table: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${id}-titre`} className="flex min-w-0 flex-col gap-2" data-testid={id}>
      <h2 id={`${id}-titre`} className="text-xl font-black">
        {title}
      </h2>
      {hint ? <p className="text-muted">{hint}</p> : null}
      <div aria-hidden="true" className="min-w-0">
        {chart}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-tableau`}
        onClick={() => setOpen((shown) => !shown)}
        className="min-h-11 w-fit font-bold underline underline-offset-4 print:hidden"
      >
        {open ? text.hideTable : text.showTable}
      </button>
      {/* Shown, a long or wide table scrolls within its box: a keyboard reaches it to scroll it. */}
      <div
        id={`${id}-tableau`}
        className={open ? "max-h-96 overflow-auto print:hidden" : "sr-only"}
        {...(open ? { role: "region", "aria-label": fill(text.tableOf, { title }), tabIndex: 0 } : {})}
      >
        {table}
      </div>
    </section>
  );
}
