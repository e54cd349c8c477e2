/** The rows of `execute`, whichever driver ran it (pg's result, PGlite's). */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown[] }).rows;
  return (Array.isArray(rows) ? rows : []) as Row[];
}
