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
