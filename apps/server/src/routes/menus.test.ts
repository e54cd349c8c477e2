import { menusPayloadSchema } from "@comptoir/contracts";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "../testing/test-api.ts";

describe.each(TEST_ENGINES)("GET /v2/public/menus (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());

  async function menusAt(instant: string) {
    t.setNow(instant);
    const { response, body } = await t.json("/v2/public/menus");
    expect(response.status).toBe(200);
    expect(body.status).toBe("success");
    return menusPayloadSchema.parse(body.payload);
  }
  const byName = (menus: Awaited<ReturnType<typeof menusAt>>, name: string) => {
    const menu = menus.find((candidate) => candidate.menu_name === name);
    if (!menu) throw new Error(`menu ${name} absent`);
    return menu;
  };

  it("donne toute la carte de démonstration : menus, catégories, articles, options", async () => {
    const menus = await menusAt("2026-11-24T11:00:00Z");
    const categories = menus.flatMap((menu) => menu.categories);
    const items = categories.flatMap((category) => category.items);
    expect(menus.length).toBeGreaterThanOrEqual(3);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeGreaterThanOrEqual(30);
    for (const item of items) {
      const menu = menus.find((candidate) => candidate.menu_id === item.item_menu_id);
      expect(menu?.categories.some((category) => category.category_id === item.item_category_id)).toBe(true);
      expect(Number.isInteger(Math.round(item.item_price.price_pickup * 100))).toBe(true);
    }
    expect(items.some((item) => item.item_price.price_delivery !== item.item_price.price_pickup)).toBe(true);
    expect(items.some((item) => !item.item_is_available)).toBe(true);
    const withOptions = items.find((item) => item.options.some((group) => group.min >= 1));
    expect(withOptions?.options[0]?.option_options.length).toBeGreaterThan(0);
    expect(
      items.flatMap((item) => item.options.flatMap((g) => g.option_options)).some((o) => o.price > 0),
    ).toBe(true);
  });

  it("calcule l'ouverture à l'heure de Paris : un mardi à midi, le midi est ouvert et le soir fermé", async () => {
    // 11:00 UTC is 12:00 in Paris in November.
    const menus = await menusAt("2026-11-24T11:00:00Z");
    expect(byName(menus, "Midi").menu_is_open).toBe(true);
    const soir = byName(menus, "Soir");
    expect(soir.menu_is_open).toBe(false);
    expect(soir.menu_is_available).toBe(true);
    // Pickup opens at 18:00 in Paris, 17:00 UTC in winter.
    expect(soir.menu_next_opening).toBe("2026-11-24T17:00:00.000Z");
  });

  it("suit l'heure d'été : 16:30 UTC est 18:30 à Paris en juillet (ouvert) mais 17:30 en novembre (fermé)", async () => {
    expect(byName(await menusAt("2026-07-07T16:30:00Z"), "Soir").menu_is_open).toBe(true);
    expect(byName(await menusAt("2026-11-24T16:30:00Z"), "Soir").menu_is_open).toBe(false);
  });

  it("reste juste le jour du passage à l'heure d'hiver", async () => {
    // Sunday 25 October 2026, 09:30 UTC is 10:30 in Paris (UTC+1 since 03:00): not yet open.
    const midi = byName(await menusAt("2026-10-25T09:30:00Z"), "Midi");
    expect(midi.menu_is_open).toBe(false);
    expect(midi.menu_next_opening).toBe("2026-10-25T10:00:00.000Z");
  });

  it("ferme tout le lundi, jour de fermeture, et annonce la réouverture du mardi", async () => {
    const menus = await menusAt("2026-11-23T11:00:00Z");
    for (const menu of menus) {
      expect(menu.menu_is_open).toBe(false);
      expect(menu.menu_is_available).toBe(false);
      expect(menu.active_times.find((day) => day.day === "mon")?.is_open).toBe(false);
    }
    expect(byName(menus, "Midi").menu_next_opening).toBe("2026-11-24T10:00:00.000Z");
  });

  it("publie les horaires de livraison et de retrait séparément, par jour de la semaine", async () => {
    const midi = byName(await menusAt("2026-11-24T11:00:00Z"), "Midi");
    expect(midi.time_ranges.tue).toEqual([{ start: "11:45", end: "14:15" }]);
    expect(midi.pickup_time_ranges.tue).toEqual([{ start: "11:00", end: "14:45" }]);
    expect(midi.active_times.find((day) => day.day === "tue")).toMatchObject({
      label: "Mardi",
      is_open: true,
    });
  });
});
