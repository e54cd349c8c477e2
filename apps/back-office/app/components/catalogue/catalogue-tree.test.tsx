// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DraftThingPayload } from "../../lib/catalogue/draft-client.ts";
import { newCategoryValue, newItemValue, newMenuValue } from "../../lib/catalogue/new-things.ts";
import type { CatalogueDraft } from "../../lib/catalogue/use-catalogue-draft.ts";
import { CatalogueTree } from "./catalogue-tree.tsx";

afterEach(cleanup);

const meta = { revision: 1, updated_by_name: null, updated_at: "2026-11-26T11:00:00.000Z" };

/** A long catalogue: one menu, 20 categories of 50 dishes each. */
function longDraft(): DraftThingPayload[] {
  const things: DraftThingPayload[] = [
    { ref: "menu:carte", kind: "menu", key: "carte", position: 0, value: newMenuValue("Carte"), ...meta },
  ];
  for (let c = 0; c < 20; c++) {
    const category = `categorie-${c}`;
    things.push({
      ref: `category:${category}`,
      kind: "category",
      key: category,
      position: c,
      value: newCategoryValue(`Catégorie ${c}`, "carte"),
      ...meta,
    });
    for (let i = 0; i < 50; i++) {
      const key = `plat-${c * 50 + i}`;
      things.push({
        ref: `item:${key}`,
        kind: "item",
        key,
        position: i,
        value: { ...newItemValue(`Plat numéro ${c * 50 + i}`, category), visible: i % 2 === 0 },
        ...meta,
      });
    }
  }
  return things;
}

/** The draft the page below shows: a route's component is made once, outside the tests. */
let shown: CatalogueDraft;

function TreePage() {
  return <CatalogueTree catalogue={shown} />;
}

function renderTree(readOnly: boolean) {
  shown = {
    draft: { things: longDraft(), version: null },
    readOnly,
    order: vi.fn(),
    create: vi.fn(),
    bulk: vi.fn(),
  } as unknown as CatalogueDraft;
  const Stub = createRoutesStub([{ path: "/admin/carte", Component: TreePage }]);
  render(<Stub initialEntries={["/admin/carte"]} />);
}

describe("the catalogue's list", () => {
  it("opens a long catalogue with its categories closed, and finds a dish by name, category and visibility", async () => {
    renderTree(false);
    expect(screen.queryAllByRole("link", { name: /^Plat numéro/ })).toHaveLength(0);
    expect(screen.getAllByRole("link", { name: /^Catégorie/ })).toHaveLength(20);

    await act(async () => {
      fireEvent.change(screen.getByLabelText("Rechercher un plat"), { target: { value: "numero 999" } });
    });
    expect(screen.getAllByRole("link", { name: /^Plat numéro/ }).map((link) => link.textContent)).toEqual([
      "Plat numéro 999",
    ]);
    // A filtered list is not the whole order: no handle to move a dish.
    expect(screen.queryAllByRole("button", { name: /^Déplacer/ })).toHaveLength(0);

    await act(async () => {
      fireEvent.change(screen.getByLabelText("Rechercher un plat"), { target: { value: "" } });
      fireEvent.change(screen.getByLabelText("Catégorie"), { target: { value: "categorie-3" } });
      fireEvent.change(screen.getByLabelText("Visibilité"), { target: { value: "hidden" } });
    });
    expect(screen.getAllByRole("link", { name: /^Plat numéro/ })).toHaveLength(25);
  });

  it("opens a category on demand, and selects it whole for a bulk change", async () => {
    renderTree(false);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Afficher les plats de « Catégorie 2 »" }));
    });
    expect(screen.getAllByRole("link", { name: /^Plat numéro/ })).toHaveLength(50);
    expect(screen.getByRole("button", { name: "Déplacer « Plat numéro 100 »" })).toBeTruthy();

    await act(async () => {
      fireEvent.click(
        screen.getByRole("checkbox", { name: "Sélectionner tous les plats de « Catégorie 2 »" }),
      );
    });
    expect(screen.getByRole("heading", { name: "50 plats sélectionnés" })).toBeTruthy();
  });

  it("shows a staff member the catalogue without handles, selections nor buttons to add", async () => {
    renderTree(true);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Afficher les plats de « Catégorie 0 »" }));
    });
    expect(screen.getAllByRole("link", { name: /^Plat numéro/ })).toHaveLength(50);
    expect(screen.queryAllByRole("button", { name: /^Déplacer|^Ajouter|^Nouvel/ })).toHaveLength(0);
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
  });
});
