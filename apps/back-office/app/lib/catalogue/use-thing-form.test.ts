// @vitest-environment happy-dom
import type { ItemValue } from "@comptoir/contracts/catalogue-draft";
import { act, cleanup, renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { MemoryRouter, Outlet, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DraftClient, DraftThingPayload } from "./draft-client.ts";
import type { CatalogueDraft } from "./use-catalogue-draft.ts";
import { useThingForm } from "./use-thing-form.ts";

const dish: ItemValue = {
  name: "Burger piment",
  description: "Le classique",
  image: "/images/menu/burger.svg",
  photo: null,
  score: 10,
  price_pickup: 9.5,
  price_delivery: 10.5,
  tax_rate: 10,
  allergens: ["gluten"],
  spice_level: 2,
  available: true,
  visible: true,
  options: [],
  make_time: null,
  category: "burgers",
};

const burger = {
  ref: "item:burger-piment",
  kind: "item",
  key: "burger-piment",
  position: 0,
  value: dish,
  revision: 3,
  updated_by_name: "Awa",
  updated_at: "2026-11-26T11:00:00.000Z",
} as DraftThingPayload;

/** The editor's layout as the form page sees it: the shared draft given through the outlet. */
function catalogueOf(readOnly: boolean, save = vi.fn()) {
  return {
    draft: { things: [burger], version: null },
    problem: null,
    readOnly,
    client: { save } as unknown as DraftClient,
    endSession: vi.fn(),
    putThing: vi.fn(),
  } as unknown as CatalogueDraft;
}

function render(catalogue: CatalogueDraft, key: string) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      MemoryRouter,
      null,
      createElement(
        Routes,
        null,
        createElement(
          Route,
          { element: createElement(Outlet, { context: catalogue }) },
          createElement(Route, { path: "*", element: children }),
        ),
      ),
    );
  return renderHook(() => useThingForm("item", key), { wrapper });
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("a form page's thing", () => {
  it("starts from the shared draft's thing, at its revision, and lists each save at once", async () => {
    const saved = { ...burger, revision: 4, value: { ...dish, name: "Burger très piment" } };
    const save = vi.fn(async () => ({ ok: true, status: 200, payload: { thing: saved } }));
    const catalogue = catalogueOf(false, save);
    const { result } = render(catalogue, "burger-piment");
    expect(result.current.ref).toBe("item:burger-piment");
    expect(result.current.thing).toBe(burger);
    expect(result.current.form.value).toEqual(dish);

    act(() => result.current.form.setField("name", "Burger très piment"));
    await act(async () => result.current.form.flush());
    expect(save).toHaveBeenCalledWith("item:burger-piment", {
      revision: 3,
      value: { ...dish, name: "Burger très piment" },
    });
    expect(catalogue.putThing).toHaveBeenCalledWith(saved);
  });

  it("is read-only for the team, and empty for a key the draft lacks", () => {
    const reading = render(catalogueOf(true), "burger-piment");
    expect(reading.result.current.form.state).toBe("readOnly");
    cleanup();

    const missing = render(catalogueOf(false), "frites");
    expect(missing.result.current.thing).toBeNull();
    expect(missing.result.current.form.value).toBeNull();
  });
});
