import { createContext, type RouterContextProvider } from "react-router";

/**
 * The time zone a page's hydration reads the restaurant's clock in (the checkout's "today" and its
 * ASAP time, through `Intl.DateTimeFormat`), set by its loader on the server. A browser's first date
 * format with a time zone loads its time-zone and locale data: 10 to 35 ms of one task on a busy
 * machine, four times that on Lighthouse's phone, inside hydration's first render (ADR 080). The
 * server entry then writes one format of each kind in the page's head, before the first paint,
 * where no tap waits on it; hydration's own formats are then a fraction of a millisecond.
 */
export const intlWarmUpContext = createContext<string | null>(null);

/** Asks for the warm-up in this page's head (from a loader, on the server). */
export function warmUpIntl(context: Readonly<RouterContextProvider>, timeZone: string) {
  context.set(intlWarmUpContext, timeZone);
}

/**
 * The head script's text: the same formats as the domain's wall clock and clock times. An unknown
 * zone throws here as it will in the page; the page then reports it, not this script.
 */
export function intlWarmUpScript(timeZone: string): string {
  const zone = JSON.stringify(timeZone).replace(/</g, "\\u003c");
  return `try{new Intl.DateTimeFormat("en-US",{timeZone:${zone},hourCycle:"h23",weekday:"short",year:"numeric",month:"2-digit",day:"2-digit",hour:"2-digit",minute:"2-digit"}).formatToParts(0);new Intl.DateTimeFormat("fr-FR",{timeZone:${zone},hour:"2-digit",minute:"2-digit",hourCycle:"h23"}).format(0)}catch{}`;
}
