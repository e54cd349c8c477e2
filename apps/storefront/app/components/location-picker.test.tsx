// @vitest-environment happy-dom
import type { DistanceResult } from "@comptoir/contracts";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { locationStore } from "../lib/location-store.ts";
import { ShopContext } from "../lib/shop.ts";
import { envelope, fakeFetch, testShop } from "../testing/shop-fixture.ts";
import LocationPicker, { SEARCH_DELAY_MS } from "./location-picker.tsx";

const shop = testShop();

function place(fields: Partial<DistanceResult>): DistanceResult {
  return {
    distance: 1.2,
    duration: 6,
    unit: "km",
    delivery_cost: 1.5,
    formatted_address: "12 Rue de Marseille, 69007 Lyon",
    address: "12 Rue de Marseille",
    address2: "",
    city: "Lyon",
    state: "",
    postal_code: "69007",
    country: "France",
    lat: 45.75,
    lng: 4.84,
    ...fields,
  };
}

const places: Record<string, DistanceResult> = {
  "12 Rue de Marseille, 69007 Lyon": place({}),
  "3 Place Bellecour, 69002 Lyon": place({
    formatted_address: "3 Place Bellecour, 69002 Lyon",
    postal_code: "69002",
  }),
  "1 Rue de Rivoli, 69007 Lyon": place({ formatted_address: "1 Rue de Rivoli, 69007 Lyon", distance: 9.4 }),
};

let calls: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  localStorage.clear();
  locationStore.reload();
  calls = fakeFetch({
    "/v2/public/locations/distance": (_init, path) => {
      const found = places[new URL(path, "http://test").searchParams.get("location") ?? ""];
      return found
        ? envelope(200, { status: "success", payload: found })
        : envelope(404, { status: "error", message: "Adresse introuvable.", code: "address_not_found" });
    },
    "/v2/public/locations/": (_init, path) =>
      envelope(200, {
        status: "success",
        payload: Object.keys(places)
          .filter((description) =>
            description.toLowerCase().includes(new URL(path, "http://test").searchParams.get("query") ?? ""),
          )
          .map((description) => ({
            description,
            structured_formatting: {
              main_text: description.split(",")[0],
              secondary_text: description.split(", ")[1],
            },
          })),
      }),
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openPicker() {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  render(
    <ShopContext value={shop}>
      <LocationPicker onDone={onDone} onCancel={onCancel} />
    </ShopContext>,
  );
  return {
    onDone,
    onCancel,
    user: userEvent.setup(),
    field: screen.getByRole("combobox", { name: "Adresse de livraison" }),
  };
}

describe("le choix de l'adresse de livraison", () => {
  it("propose des adresses à partir de 3 caractères, puis mesure la distance de celle choisie", async () => {
    const { user, field, onDone } = openPicker();
    // Two characters: nothing is asked, even once the search's delay is long past. Timers are
    // faked for this step only (user-event waits on real ones, so the field is set directly).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.change(field, { target: { value: "ru" } });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 4);
    expect(calls).toHaveLength(0);
    vi.useRealTimers();
    await user.type(field, "e");
    const option = await screen.findByRole("option", { name: /12 Rue de Marseille/ });
    expect(field.getAttribute("aria-expanded")).toBe("true");
    expect(calls[0]?.path).toBe("/v2/public/locations/?query=rue");

    await user.click(option);
    await waitFor(() =>
      expect(screen.getByTestId("location-status").textContent).toBe(
        "Nous livrons à cette adresse : 12 Rue de Marseille, 69007 Lyon.",
      ),
    );
    expect(JSON.parse(localStorage.getItem("location") ?? "null")).toMatchObject({
      mode: "delivery",
      _distance: { address: "12 Rue de Marseille", postal_code: "69007" },
    });
    // The panel goes away a second after a valid address.
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it("au clavier : flèches pour choisir, Entrée pour valider", async () => {
    const { user, field } = openPicker();
    await user.type(field, "lyon");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3));
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(field.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1]?.id);
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByTestId("location-status").textContent).toContain("3 Place Bellecour"),
    );
  });

  it("trop loin, hors zone ou introuvable : l'adresse est refusée et rien n'est gardé", async () => {
    const { user, field, onDone } = openPicker();
    await user.type(field, "rue");
    await user.click(await screen.findByRole("option", { name: /Rivoli/ }));
    await waitFor(() =>
      expect(screen.getByTestId("location-status").textContent).toBe(
        "L'adresse est trop éloignée du restaurant",
      ),
    );

    await user.clear(field);
    await user.type(field, "Villa inconnue");
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByTestId("location-status").textContent).toMatch(/^Adresse introuvable/),
    );
    expect(localStorage.getItem("location")).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("une adresse hors des zones de livraison est refusée", async () => {
    places["8 Rue Oberkampf, 75011 Paris"] = place({
      formatted_address: "8 Rue Oberkampf, 75011 Paris",
      postal_code: "75011",
      city: "Paris",
    });
    const { user, field } = openPicker();
    await user.type(field, "rue");
    await user.click(await screen.findByRole("option", { name: /Oberkampf/ }));
    await waitFor(() =>
      expect(screen.getByTestId("location-status").textContent).toBe(
        "Nous ne livrons pas encore à cette adresse",
      ),
    );
    delete places["8 Rue Oberkampf, 75011 Paris"];
  });
});
