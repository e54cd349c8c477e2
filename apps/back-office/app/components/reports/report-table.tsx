/** The classes every report table shares: a line per row, figures right-aligned and of one width. */
export const tableClass = "w-full border-collapse text-left tabular-nums";
export const headClass = "border-b border-line py-2 pr-3 font-semibold text-muted last:pr-0";
export const cellClass = "border-b border-line py-2 pr-3 last:pr-0";
export const figureClass = "text-right whitespace-nowrap";

/** A report's table in its own titled section; wide tables scroll within it, never the page. */
export function ReportSection({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`flex min-w-0 flex-col gap-2 ${className}`}>
      <h2 id={id} className="text-xl font-black">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A column of a report's table: the first one heads the rows, figures are right-aligned. */
export interface FigureColumn {
  label: string;
  figure?: boolean;
}

/** A row: its header (the first column), then its cells in the columns' order. */
export interface FigureRow {
  key: string;
  label: React.ReactNode;
  cells: React.ReactNode[];
}

/**
 * Every table of the reports: its caption for screen readers, its column heads, a row header per
 * line, figures right-aligned, and an optional total row. Wide tables scroll within it, never the
 * page.
 */
export function FigureTable({
  caption,
  columns,
  rows,
  total,
  testId,
}: {
  caption: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  total?: FigureRow;
  testId?: string;
}) {
  const alignOf = (index: number) => (columns[index + 1]?.figure ? figureClass : "text-muted");
  return (
    <div className="overflow-x-auto">
      <table className={tableClass} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`${headClass} ${column.figure ? figureClass : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cellClass} font-normal`}>
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the columns, in their order
                <td key={index} className={`${cellClass} ${alignOf(index)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr className="font-black">
              <th scope="row" className="py-2 pr-3 text-left">
                {total.label}
              </th>
              {total.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the columns, in their order
                <td key={index} className={`py-2 pr-3 last:pr-0 ${alignOf(index)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
