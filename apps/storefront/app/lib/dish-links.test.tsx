// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useDishLinkClicks } from "./dish-links.ts";

/** As on the menu: a dish's link, another link and a sold-out dish's name, under the one handler. */
function Menu() {
  const follow = useDishLinkClicks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: as on the menu, the clicks are the links'
    <main onClick={follow}>
      <a href="?product=7" id="plat-7" className="dish-link">
        <span>Wings</span>
      </a>
      <a href="/contact">Contact</a>
      <p>Épuisé</p>
    </main>
  );
}

/** The menu at `/fr/menu?mode=delivery`, and a click on one of its texts. */
function menuAt() {
  const router = createMemoryRouter([{ path: "/fr/menu", element: <Menu /> }], {
    initialEntries: ["/fr/menu?mode=delivery"],
  });
  const view = render(<RouterProvider router={router} />);
  const click = (text: string, keys: Partial<MouseEventInit> = {}) => {
    let followed = true;
    act(() => {
      followed = fireEvent.click(view.getByText(text), { button: 0, ...keys });
    });
    // fireEvent answers false when a handler prevented the browser's own following of the link.
    return { followedByBrowser: followed };
  };
  return { router, click };
}

describe("les liens des plats de la carte", () => {
  afterEach(cleanup);

  it("un plat touché ouvre sa fiche dans la page : l'adresse de la carte avec ?product=, la fiche ouverte ici, sans remonter", () => {
    const { router, click } = menuAt();
    expect(click("Wings").followedByBrowser).toBe(false);
    expect(router.state.location.pathname).toBe("/fr/menu");
    expect(router.state.location.search).toBe("?product=7");
    expect(router.state.location.state).toEqual({ productOpenedHere: true });
    expect(router.state.preventScrollReset).toBe(true);
  });

  it("avec une touche tenue (nouvel onglet, nouvelle fenêtre), le navigateur garde le lien", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      const { router, click } = menuAt();
      expect(click("Wings", { [key]: true }).followedByBrowser).toBe(true);
      expect(router.state.location.search).toBe("?mode=delivery");
      cleanup();
    }
  });

  it("un autre lien ou un clic hors d'un lien ne sont pas ceux d'un plat", () => {
    const { router, click } = menuAt();
    expect(click("Contact").followedByBrowser).toBe(true);
    expect(click("Épuisé").followedByBrowser).toBe(true);
    expect(router.state.location.search).toBe("?mode=delivery");
  });
});
