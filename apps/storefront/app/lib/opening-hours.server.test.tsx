// @vitest-environment happy-dom
import { type MenuCatalogue, restaurantFrom, type Setting } from "@comptoir/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HoursSection } from "../components/hours-section.tsx";
import { hoursView } from "./opening-hours.server.ts";

const closedAllWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const everyDayBut = (hours: { start: string; end: string }[]) => ({
  ...closedAllWeek,
  tue: hours,
  wed: hours,
  thu: hours,
  fri: hours,
  sat: hours,
  sun: hours,
});

/** Lunch: pickup opens earlier and closes later than delivery; closed on Mondays. */
const lunch: MenuCatalogue = {
  menu_id: 1,
  menu_name: "Midi",
  pickup_time_ranges: everyDayBut([{ start: "11:00", end: "14:45" }]),
  time_ranges: everyDayBut([{ start: "11:45", end: "14:15" }]),
  categories: [],
};

function restaurant(settings: Setting[], menus: MenuCatalogue[] = [lunch]) {
  return restaurantFrom({
    settings: [{ name: "features.delivery.active", value: true }, ...settings],
    menus,
  });
}

afterEach(cleanup);

describe("les horaires, dans le fuseau du restaurant", () => {
  it("le jour et l'ouverture se lisent à l'heure du restaurant, pas à celle du serveur", () => {
    // Monday 23:30 in UTC is already Tuesday 00:30 in Paris.
    const view = hoursView(restaurant([]), new Date("2026-11-23T23:30:00Z"));
    expect(view.today).toBe("tue");
    expect(view.open).toBe(false);
    expect(view.status).toBe("Fermé · ouvre aujourd'hui à 11:00");
    // The same instant in Martinique is still Monday evening, a closed day: next opening Tuesday.
    const there = hoursView(
      restaurant([{ name: "restaurant.time_zone", value: "America/Martinique" }]),
      new Date("2026-11-23T23:30:00Z"),
    );
    expect(there.today).toBe("mon");
    expect(there.status).toBe("Fermé · ouvre demain à 11:00");
  });

  it("ouvert à emporter avant l'heure de la livraison, puis ouvert pour les deux", () => {
    // Tuesday 11:15 in Paris (10:15 UTC): pickup open, delivery from 11:45.
    expect(hoursView(restaurant([]), new Date("2026-11-24T10:15:00Z"))).toMatchObject({
      open: true,
      status: "Ouvert à emporter · la livraison reprend aujourd'hui à 11:45",
    });
    expect(hoursView(restaurant([]), new Date("2026-11-24T11:00:00Z"))).toMatchObject({
      open: true,
      status: "Ouvert maintenant",
    });
  });

  it("sans livraison, une seule colonne, celle du retrait", () => {
    const view = hoursView(
      restaurant([{ name: "features.delivery.active", value: false }]),
      new Date("2026-11-24T10:15:00Z"),
    );
    expect(view.status).toBe("Ouvert maintenant");
    expect(view.week.sameForBoth).toBe(true);
  });

  it("sans aucun horaire, le restaurant est temporairement fermé", () => {
    const view = hoursView(
      restaurant([], [{ ...lunch, pickup_time_ranges: closedAllWeek, time_ranges: closedAllWeek }]),
      new Date("2026-11-24T11:00:00Z"),
    );
    expect(view.status).toBe("Nous sommes temporairement fermés");
  });
});

describe("la semaine affichée", () => {
  it("une colonne par service quand ils diffèrent, aujourd'hui marqué, le jour fermé dit « Fermé »", () => {
    render(
      <HoursSection
        view={hoursView(restaurant([]), new Date("2026-11-24T11:00:00Z"))}
        headingId="horaires"
      />,
    );
    const table = screen.getByRole("table", { name: "Horaires de la semaine" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Jour", "À emporter", "Livraison"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]?.textContent).toBe("LundiFermé");
    const tuesday = rows[1];
    expect(tuesday?.getAttribute("aria-current")).toBe("date");
    expect(
      within(tuesday as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["11:00 – 14:45", "11:45 – 14:15"]);
    expect(rows.filter((row) => row.getAttribute("aria-current"))).toHaveLength(1);
  });
});
