import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * The menu's dishes are plain links (`a.dish-link` to `?product=<id>`), followed here for the
 * whole list at once (ADR 091). A React Router `Link` per dish read the router's address: each
 * of the fifty rendered again when the address changed (every product sheet opened or closed), and
 * ran its hooks as its row hydrated.
 *
 * A click the browser should keep (a key held for another tab or window) is left to it; so is any
 * click outside a dish's link. Before the page is live the link works as a link: the server draws
 * the sheet from the same address.
 */
export function useDishLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    // A click's target is an element (text is not a target), and `click` is the main button's
    // alone (the others send `auxclick`): the dish's link, if the click is in one, with no key held.
    const link = (event.target as Element).closest<HTMLAnchorElement>("a.dish-link");
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate({ search: link.search }, { state: { productOpenedHere: true }, preventScrollReset: true });
  };
}
