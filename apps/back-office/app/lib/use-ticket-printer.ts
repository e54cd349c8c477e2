import type { BoardOrderPayload } from "@comptoir/contracts";
import { useEffect, useState } from "react";

/**
 * The board prints an order's tickets itself: it draws them in a part of the page only print
 * shows, then calls `print()`, one order after the other. Not in a frame (the shop's pages may
 * not be framed, even by themselves: `frame-ancestors 'none'`) nor a new window (a window opened
 * without a tap, for an order accepted automatically, is blocked). A kitchen tablet set to print
 * without asking (Chrome's `--kiosk-printing`) sends them straight to the receipt printer.
 */
export function useTicketPrinter(): {
  order: BoardOrderPayload | null;
  print: (order: BoardOrderPayload) => void;
} {
  const [queue, setQueue] = useState<{ seq: number; order: BoardOrderPayload }[]>([]);
  const first = queue[0];

  // biome-ignore lint/correctness/useExhaustiveDependencies: one print per queued entry.
  useEffect(() => {
    if (!first) return;
    // After the tickets are drawn: print() blocks until the dialog closes (or returns at once).
    const frame = requestAnimationFrame(() => {
      window.print();
      setQueue((current) => current.slice(1));
    });
    return () => cancelAnimationFrame(frame);
  }, [first?.seq]);

  return {
    order: first?.order ?? null,
    print: (order) => setQueue((current) => [...current, { seq: (current.at(-1)?.seq ?? 0) + 1, order }]),
  };
}
