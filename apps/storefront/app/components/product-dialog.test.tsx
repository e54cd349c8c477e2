// @vitest-environment happy-dom
import { toMenuItem } from "@comptoir/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartStore, EMPTY_CART } from "../lib/cart-state.ts";
import { bowl, burger, envelope, fakeFetch, soldOut, testShop } from "../testing/shop-fixture.ts";
import { groupRequirement } from "./option-group-fields.tsx";
import ProductDialog from "./product-dialog.tsx";

const shop = testShop();

function openSheet(item = bowl, mode: "pickup" | "delivery" = "pickup") {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  const menuItem = shop.menuItemById.get(String(item.item_id));
  if (!menuItem) throw new Error("article absent du jeu d'essai");
  render(<ProductDialog item={item} menuItem={menuItem} mode={mode} onAdded={onAdded} onClose={onClose} />);
  const dialog = screen.getByRole("dialog", { hidden: true });
  return { dialog: within(dialog), onAdded, onClose, user: userEvent.setup() };
}

function addButton(dialog: ReturnType<typeof within>) {
  return dialog.getByRole("button", { name: /^Ajouter ·/, hidden: true });
}

function group(dialog: ReturnType<typeof within>, name: string) {
  return within(dialog.getByRole("group", { name: new RegExp(`^${name}`), hidden: true }));
}

let calls: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  localStorage.clear();
  cartStore.set(EMPTY_CART);
  calls = fakeFetch({ "/v2/public/products/": () => envelope(200, { status: "success", payload: {} }) });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("la fiche produit", () => {
  it("dit ce que chaque groupe demande", () => {
    expect(groupRequirement({ min: 1, max: 1 })).toBe("Obligatoire · 1 choix");
    expect(groupRequirement({ min: 1, max: 2 })).toBe("Obligatoire · 1 à 2 choix");
    expect(groupRequirement({ min: 0, max: 3 })).toBe("Jusqu'à 3");
    expect(groupRequirement({ min: 0, max: 1 })).toBe("Facultatif");
    const { dialog } = openSheet();
    expect(
      dialog.getByRole("group", { name: /Base du bowl.*Obligatoire · 1 choix/, hidden: true }),
    ).toBeTruthy();
    expect(dialog.getByRole("group", { name: /Sauces en plus.*Jusqu'à 3/, hidden: true })).toBeTruthy();
  });

  it("montre sous un choix les allergènes qu'il ajoute", () => {
    const withAllergens = structuredClone(burger);
    const [cheddar] = withAllergens.options[0]?.option_options ?? [];
    if (!cheddar) throw new Error("le burger d'essai n'a plus de choix");
    cheddar.allergens = ["lait"];
    const { dialog } = openSheet(withAllergens);
    const toppings = group(dialog, "Toppings");
    expect(toppings.getByText("Allergènes : lait")).toBeTruthy();
    expect(toppings.getAllByText(/^Allergènes/)).toHaveLength(1);
  });

  it("bloque « Ajouter » tant qu'un groupe obligatoire n'a pas son choix, et dit pourquoi après un essai", async () => {
    const { dialog, user, onAdded } = openSheet();
    const button = addButton(dialog);
    // Untouched, the sheet shows no error.
    expect(dialog.queryByTestId("product-reason")).toBeNull();
    expect(button.getAttribute("aria-disabled")).toBe("false");

    await user.click(button);
    expect(onAdded).not.toHaveBeenCalled();
    expect(cartStore.get().lines).toHaveLength(0);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    const reason = dialog.getByTestId("product-reason");
    expect(reason.textContent).toBe("Base du bowl : choisissez au moins 1 option");
    expect(button.getAttribute("aria-describedby")).toBe(reason.id);
    // The customer is taken to the group that needs a choice.
    expect(document.activeElement?.getAttribute("type")).toBe("radio");

    await user.click(group(dialog, "Base du bowl").getByRole("radio", { name: "Riz basmati", hidden: true }));
    expect(addButton(dialog).getAttribute("aria-disabled")).toBe("false");
    expect(dialog.queryByTestId("product-reason")).toBeNull();
  });

  it("dit ce qui manque quand le client quitte le groupe sans choisir", async () => {
    const { dialog, user } = openSheet();
    const base = group(dialog, "Base du bowl");
    const [first] = base.getAllByRole("radio", { hidden: true });
    first?.focus();
    expect(dialog.queryByTestId("product-reason")).toBeNull();
    await user.tab();
    expect(dialog.getByTestId("product-reason").textContent).toBe(
      "Base du bowl : choisissez au moins 1 option",
    );
  });

  it("un choix facultatif unique se choisit et se retire (« Sans »)", async () => {
    const { dialog, user } = openSheet();
    const spice = group(dialog, "Niveau de piment");
    expect(spice.getByRole("radio", { name: "Sans", hidden: true })).toHaveProperty("checked", true);
    await user.click(spice.getByRole("radio", { name: /Enfer/, hidden: true }));
    expect(addButton(dialog).textContent).toContain("Ajouter · 10,00\u00a0€");
    await user.click(spice.getByRole("radio", { name: "Sans", hidden: true }));
    expect(addButton(dialog).textContent).toContain("Ajouter · 9,50\u00a0€");
  });

  it("au plus N choix : les cases restantes se bloquent une fois le maximum atteint", async () => {
    const { dialog, user } = openSheet(burger);
    const toppings = group(dialog, "Toppings");
    const [cheddar, bacon, jalapenos] = toppings.getAllByRole("checkbox", {
      hidden: true,
    }) as HTMLInputElement[];
    await user.click(cheddar as HTMLInputElement);
    await user.click(bacon as HTMLInputElement);
    expect(jalapenos?.disabled).toBe(true);
    expect(cheddar?.disabled).toBe(false);
    await user.click(bacon as HTMLInputElement);
    expect(jalapenos?.disabled).toBe(false);
  });

  it("les quantités des sous-options s'arrêtent au maximum du choix et du groupe", async () => {
    const { dialog, user } = openSheet();
    const sauces = group(dialog, "Sauces en plus");
    const moreSamourai = sauces.getByRole("button", { name: "Ajouter : Samouraï", hidden: true });
    const moreAlgerienne = sauces.getByRole("button", { name: "Ajouter : Algérienne", hidden: true });
    await user.click(moreSamourai);
    await user.click(moreSamourai);
    // Samouraï may be taken twice at most.
    expect((moreSamourai as HTMLButtonElement).disabled).toBe(true);
    await user.click(moreAlgerienne);
    // The group holds three sauces at most: nothing more can be added anywhere.
    expect((moreAlgerienne as HTMLButtonElement).disabled).toBe(true);
    await user.click(sauces.getByRole("button", { name: "Retirer : Samouraï", hidden: true }));
    expect((moreAlgerienne as HTMLButtonElement).disabled).toBe(false);
  });

  it("affiche le prix courant de la ligne : choix, quantités et mode de commande", async () => {
    const { dialog, user } = openSheet();
    expect(addButton(dialog).textContent).toContain("Ajouter · 9,50\u00a0€");
    await user.click(group(dialog, "Base du bowl").getByRole("radio", { name: /Quinoa/, hidden: true }));
    await user.click(dialog.getByRole("button", { name: "Ajouter : Samouraï", hidden: true }));
    await user.click(dialog.getByRole("button", { name: "Ajouter : Samouraï", hidden: true }));
    // 9,50 + 0,50 (quinoa) + 2 × 0,50 (sauces)
    expect(addButton(dialog).textContent).toContain("Ajouter · 11,00\u00a0€");
    await user.click(dialog.getByRole("button", { name: "Un de plus", hidden: true }));
    expect(addButton(dialog).textContent).toContain("Ajouter · 22,00\u00a0€");
    expect(addButton(dialog).textContent).toContain("Ajouter · 22,00 euros");
    cleanup();

    const delivery = openSheet(bowl, "delivery");
    expect(addButton(delivery.dialog).textContent).toContain("Ajouter · 10,50\u00a0€");
  });

  it("ajoute la ligne au panier, prévient le serveur, et deux ajouts identiques font une ligne", async () => {
    for (let time = 0; time < 2; time += 1) {
      const { dialog, user, onAdded } = openSheet();
      await user.click(
        group(dialog, "Base du bowl").getByRole("radio", { name: "Riz basmati", hidden: true }),
      );
      await user.type(dialog.getByRole("textbox", { name: /précision/, hidden: true }), "Sans coriandre");
      await user.click(addButton(dialog));
      expect(onAdded).toHaveBeenCalledTimes(1);
      cleanup();
    }
    const lines = cartStore.get().lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ itemId: "1", quantity: 2, note: "Sans coriandre" });
    expect(calls.filter((call) => call.path === "/v2/public/products/1?item=1")).toHaveLength(2);
    // The cart survives a reload: it is in local storage.
    cartStore.reload();
    expect(cartStore.get().lines[0]?.quantity).toBe(2);
  });

  it("un plat épuisé ne s'ajoute pas", async () => {
    const { dialog, user, onAdded } = openSheet(soldOut);
    expect(addButton(dialog).getAttribute("aria-disabled")).toBe("true");
    expect(dialog.getByTestId("product-reason").textContent).toMatch(/Bowl Bœuf Chipotle/);
    await user.click(addButton(dialog));
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("Échap et le bouton Fermer ferment la fiche", async () => {
    const { dialog, user, onClose } = openSheet();
    await user.click(dialog.getByRole("button", { name: "Fermer", hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole("dialog", { hidden: true }).dispatchEvent(new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("montre un choix épuisé au tableau grisé, désactivé et marqué « Épuisé », sans le laisser choisir", async () => {
    const quinoaOut = structuredClone(bowl);
    const quinoa = quinoaOut.options[0]?.option_options[1];
    if (!quinoa) throw new Error("le bowl d'essai n'a plus de quinoa");
    quinoa.is_available = false;
    const onAdded = vi.fn();
    render(
      <ProductDialog
        item={quinoaOut}
        menuItem={toMenuItem(quinoaOut)}
        mode="pickup"
        onAdded={onAdded}
        onClose={vi.fn()}
      />,
    );
    const dialog = within(screen.getByRole("dialog", { hidden: true }));
    const base = group(dialog, "Base du bowl");
    const choice = base.getByRole("radio", { name: /Quinoa/, hidden: true }) as HTMLInputElement;
    expect(choice.disabled).toBe(true);
    expect(base.getByText("Épuisé")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(choice);
    expect(choice.checked).toBe(false);
    expect(
      (base.getByRole("radio", { name: /Riz basmati/, hidden: true }) as HTMLInputElement).disabled,
    ).toBe(false);
  });
});
