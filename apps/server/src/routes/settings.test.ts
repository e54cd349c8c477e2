import { settingsPayloadSchema, zonePayloadSchema } from "@comptoir/contracts";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPrices } from "../testing/checkout-fixtures.ts";
import { openTestApi } from "../testing/test-api.ts";

describe.each(TEST_ENGINES)("GET /v2/public/settings (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());

  const settingValue = (payload: { name: string; value: unknown }[], name: string) =>
    payload.find((setting) => setting.name === name)?.value;

  it("renvoie les réglages du restaurant en paires nom/valeur dans l'enveloppe de succès", async () => {
    const { response, body } = await t.json("/v2/public/settings");
    expect(response.status).toBe(200);
    expect(body.status).toBe("success");
    const payload = settingsPayloadSchema.parse(body.payload);
    expect(settingValue(payload, "contacts.name")).toBe("Piment Rouge");
    expect(settingValue(payload, "restaurant.time_zone")).toBe("Europe/Paris");
    expect(settingValue(payload, "payments.cod.active")).toBe(true);
  });

  it("donne chaque clé pointée de la spécification", async () => {
    const { body } = await t.json("/v2/public/settings");
    const names = settingsPayloadSchema.parse(body.payload).map((setting) => setting.name);
    for (const key of [
      "contacts.name",
      "contacts.address",
      "contacts.latitude",
      "contacts.longitude",
      "contacts.phone",
      "contacts.email",
      "contacts.facebook",
      "contacts.instagram",
      "contacts.google_map",
      "payments.stripe.active",
      "payments.paypal.active",
      "payments.cod.active",
      "features.delivery.active",
      "features.delivery.calculation_type",
      "features.delivery.minimum_order",
      "features.delivery.flat_charge",
      "features.delivery.max_distance",
      "features.delivery.unit",
      "features.delivery.zones",
      "scheduling.show_range",
      "scheduling.remove_first_range",
      "scheduling.remove_first_range_number",
      "scheduling.remove_last_range",
      "scheduling.remove_last_range_number",
      "scheduling.minimum_time",
      "scheduling.pickup_show_range",
      "scheduling.pickup_minimum_time",
    ]) {
      expect(names).toContain(key);
    }
  });

  it("exprime les montants en euros, et les zones de livraison par code postal", async () => {
    const { body } = await t.json("/v2/public/settings");
    const payload = settingsPayloadSchema.parse(body.payload);
    // Stored in cents, given in euros.
    const prices = await demoPrices(t.database.db);
    for (const name of ["features.delivery.minimum_order", "features.delivery.flat_charge"]) {
      expect(settingValue(payload, name)).toBe(prices.setting(name) / 100);
    }
    const zones = zonePayloadSchema.array().parse(settingValue(payload, "features.delivery.zones"));
    expect(zones.length).toBeGreaterThanOrEqual(3);
    expect(zones.map((zone) => zone.postal_code)).toContain("69007");
    for (const zone of zones) expect(Math.round(zone.delivery_fee * 100)).toBe(zone.delivery_fee * 100);
  });

  it("se laisse mettre en cache et répond 304 à un ETag identique", async () => {
    const first = await t.api.request("/v2/public/settings");
    const etag = first.headers.get("ETag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("Cache-Control")).toContain("stale-while-revalidate");
    const again = await t.api.request("/v2/public/settings", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});
