// @vitest-environment happy-dom
import { offline } from "@comptoir/messages";
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfflineNotice } from "./offline-notice.tsx";

function showAt(path: string) {
  const router = createMemoryRouter([{ path: "*", element: <OfflineNotice /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? "offline" : "online"));
  });
}

const notice = () => document.body.querySelector('[role="status"]');

describe("la ligne « hors ligne »", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("sur la carte : le dernier menu consulté, et il faut le réseau pour commander ; rien une fois revenu", () => {
    showAt("/menu");
    expect(notice()).toBeNull();
    goOffline(true);
    expect(notice()?.textContent).toBe(offline.menuNotice);
    // Above the page's own content, not over it.
    expect(document.body.firstElementChild).toBe(notice());
    goOffline(false);
    expect(notice()).toBeNull();
  });

  it("sur la commande, même sous /fr : la commande a besoin du réseau", () => {
    showAt("/fr/checkout");
    goOffline(true);
    expect(notice()?.textContent).toBe(offline.checkoutNotice);
  });
});
