import { useEffect, useState } from "react";

/**
 * "Imprimer le ticket Z" prints as the board prints an order's tickets (use-ticket-printer.ts):
 * the ticket is drawn in a part of the page only print shows, the report itself is hidden from
 * print meanwhile, then `print()` is called once the ticket is drawn. "Imprimer en A4" needs none
 * of this: the page's own print stylesheet is the A4 report.
 */
export function useTicketZPrinter(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!printing) return;
    // After the ticket is drawn: print() blocks until the dialog closes (or returns at once).
    const frame = requestAnimationFrame(() => {
      window.print();
      setPrinting(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [printing]);

  return { printing, print: () => setPrinting(true) };
}
