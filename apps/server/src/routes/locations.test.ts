import { Writable } from "node:stream";
import { distanceResultSchema, locationSuggestionsPayloadSchema } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGazetteerGeocoder } from "../adapters/geo/gazetteer-geocoder.ts";
import { type GeoAdapters, GeoServiceError } from "../adapters/geo/geo.ts";
import { createGreatCircleDistance } from "../adapters/geo/great-circle-distance.ts";
import { type DemoPrices, demoPrices } from "../testing/checkout-fixtures.ts";
import { openTestApi } from "../testing/test-api.ts";

type TestApi = Awaited<ReturnType<typeof openTestApi>>;

/** Changes some settings for the length of `run`, then puts them back. */
async function withSettings(t: TestApi, changes: Record<string, unknown>, run: () => Promise<void>) {
  const before = await t.database.db.select().from(schema.settings);
  const write = async (values: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(values)) {
      await t.database.db
        .insert(schema.settings)
        .values({ name, value })
        .onConflictDoUpdate({ target: schema.settings.name, set: { value } });
    }
    t.catalog.invalidate();
  };
  await write(changes);
  try {
    await run();
  } finally {
    await write(
      Object.fromEntries(before.filter((row) => row.name in changes).map((row) => [row.name, row.value])),
    );
  }
}

describe.each(TEST_ENGINES)("GET /v2/public/locations (répertoire embarqué, %s)", (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());

  it("propose des adresses dès 3 caractères, sans cache", async () => {
    const response = await t.api.request(
      `/v2/public/locations/?query=${encodeURIComponent("12 rue de mars")}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { payload: unknown };
    const suggestions = locationSuggestionsPayloadSchema.parse(body.payload);
    expect(suggestions[0]).toEqual({
      description: "12 Rue de Marseille, 69007 Lyon",
      structured_formatting: { main_text: "12 Rue de Marseille", secondary_text: "69007 Lyon" },
    });
  });

  it("répond par une liste vide quand aucune rue ne correspond", async () => {
    const { response, body } = await t.json("/v2/public/locations?query=rue%20de%20rivoli%20paris");
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: "success", payload: [] });
  });

  it.each([
    ["", "Saisissez une adresse."],
    ["?query=ru", "Saisissez au moins 3 caractères de l'adresse."],
    ["?query=%20%20ru%20%20", "Saisissez au moins 3 caractères de l'adresse."],
    [`?query=${"a".repeat(201)}`, "Cette adresse est trop longue."],
    ["?query=rue&query=marseille", "Saisissez une adresse."],
  ])("refuse la recherche « %s » par un 400 expliqué", async (search, message) => {
    const { response, body } = await t.json(`/v2/public/locations/${search}`);
    expect(response.status).toBe(400);
    expect(body).toEqual({ status: "error", code: "invalid_input", message });
  });
});

describe.each(TEST_ENGINES)("GET /v2/public/locations/distance (répertoire embarqué, %s)", (engine) => {
  let t: TestApi;
  let prices: DemoPrices;
  /** The fee of the zone of a postal code, in euros. */
  const zoneFee = (postalCode: string) => prices.zone(postalCode).deliveryFee / 100;
  beforeAll(async () => {
    t = await openTestApi(engine);
    prices = await demoPrices(t.database.db);
  });
  afterAll(() => t.database.close());

  const distanceOf = async (location: string) => {
    const { response, body } = await t.json(
      `/v2/public/locations/distance?location=${encodeURIComponent(location)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    return distanceResultSchema.parse(body.payload);
  };

  it("mesure une adresse proche du restaurant et donne les frais de sa zone", async () => {
    // Rue de Marseille (45.7510, 4.8420) is about 460 m from the restaurant as the crow flies,
    // 0.60 km with the demo's road factor of 1.3, 2 minutes at 20 km/h.
    expect(await distanceOf("12 Rue de Marseille, 69007 Lyon")).toEqual({
      distance: 0.6,
      duration: 2,
      unit: "km",
      delivery_cost: zoneFee("69007"),
      formatted_address: "12 Rue de Marseille, 69007 Lyon",
      address: "12 Rue de Marseille",
      address2: "",
      city: "Lyon",
      state: "Auvergne-Rhône-Alpes",
      postal_code: "69007",
      country: "France",
      lat: 45.751,
      lng: 4.842,
      too_far: false,
      in_zone: true,
      deliverable: true,
    });
  });

  it("trouve la zone de Villeurbanne et ses frais", async () => {
    // Cours Émile Zola (45.7695, 4.8700): about 2.5 km straight, 3.3 km by the road factor.
    const result = await distanceOf("cours emile zola villeurbanne");
    expect(result).toMatchObject({
      postal_code: "69100",
      city: "Villeurbanne",
      delivery_cost: zoneFee("69100"),
    });
    expect(result.distance).toBeGreaterThan(3.2);
    expect(result.distance).toBeLessThan(3.4);
  });

  it("suit le facteur de route des réglages", async () => {
    const usual = await distanceOf("cours emile zola villeurbanne");
    await withSettings(t, { "features.delivery.road_factor": 2.6 }, async () => {
      const doubled = await distanceOf("cours emile zola villeurbanne");
      expect(doubled.distance).toBeCloseTo(usual.distance * 2, 1);
      expect(doubled.duration).toBeGreaterThan(usual.duration);
    });
  });

  it("calcule le coût à la distance, en miles, pour un restaurant réglé ainsi", async () => {
    await withSettings(
      t,
      { "features.delivery.calculation_type": "distance_based", "features.delivery.unit": "miles" },
      async () => {
        const result = await distanceOf("cours emile zola villeurbanne");
        expect(result).toMatchObject({ unit: "miles", in_zone: null, deliverable: true });
        expect(result.distance).toBeGreaterThan(2);
        expect(result.distance).toBeLessThan(2.12);
        // The base fee plus the fee per mile times the distance.
        const baseFee = prices.setting("features.delivery.base_fee") / 100;
        const perMile = prices.setting("features.delivery.fee_per_unit") / 100;
        expect(result.delivery_cost).toBeCloseTo(baseFee + perMile * result.distance, 2);
      },
    );
  });

  it("dit trop loin au-delà de la distance maximale, et répond quand même 200", async () => {
    await withSettings(t, { "features.delivery.max_distance": 2 }, async () => {
      const result = await distanceOf("cours emile zola villeurbanne");
      expect(result).toMatchObject({
        too_far: true,
        in_zone: true,
        deliverable: false,
        delivery_cost: zoneFee("69100"),
      });
    });
  });

  it("répond 404 « adresse introuvable » pour une adresse que le répertoire ne connaît pas", async () => {
    const { response, body } = await t.json(
      "/v2/public/locations/distance?location=10%20rue%20de%20rivoli%20paris",
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body).toMatchObject({ status: "error", code: "address_not_found" });
    expect(String(body.message)).toMatch(/^Adresse introuvable/);
  });

  it.each([
    ["", "Saisissez une adresse."],
    ["?location=ab", "Saisissez au moins 3 caractères de l'adresse."],
    [`?location=${"b".repeat(201)}`, "Cette adresse est trop longue."],
  ])("refuse l'adresse « %s » par un 400 expliqué", async (search, message) => {
    const { response, body } = await t.json(`/v2/public/locations/distance${search}`);
    expect(response.status).toBe(400);
    expect(body).toEqual({ status: "error", code: "invalid_input", message });
  });
});

describe.each(TEST_ENGINES)(
  "GET /v2/public/locations avec des services d'adresses simulés (%s)",
  (engine) => {
    let t: TestApi;
    const logLines: string[] = [];
    let geocoderDown = false;
    let distanceDown = false;
    const gazetteer = createGazetteerGeocoder();
    const fakeGeo: GeoAdapters = {
      geocoder: {
        name: "faux",
        async suggest(query, options) {
          if (geocoderDown) throw new GeoServiceError("BAN : délai dépassé");
          return gazetteer.suggest(query, options);
        },
        async locate(address, options) {
          if (geocoderDown) throw new GeoServiceError("BAN : réponse HTTP 502");
          if (address.includes("Paris")) {
            return {
              label: "5 Avenue Anatole France 75007 Paris",
              street: "5 Avenue Anatole France",
              postalCode: "75007",
              city: "Paris",
              region: "Île-de-France",
              country: "France",
              lat: 48.8584,
              lng: 2.2945,
            };
          }
          return gazetteer.locate(address, options);
        },
      },
      distance: {
        name: "faux",
        async between(from, to) {
          if (distanceDown) throw new GeoServiceError("OSRM : injoignable");
          return createGreatCircleDistance(() => 1.3).between(from, to);
        },
      },
    };
    beforeAll(async () => {
      const logger = pino(
        { level: "info" },
        new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      );
      t = await openTestApi(engine, { geo: fakeGeo, logger });
    });
    afterAll(() => t.database.close());

    it("une adresse hors de toute zone et trop loin : 200, ni livrable ni dans une zone", async () => {
      const { response, body } = await t.json(
        `/v2/public/locations/distance?location=${encodeURIComponent("5 Avenue Anatole France, Paris")}`,
      );
      expect(response.status).toBe(200);
      const result = distanceResultSchema.parse(body.payload);
      expect(result).toMatchObject({
        postal_code: "75007",
        state: "Île-de-France",
        too_far: true,
        in_zone: false,
        deliverable: false,
        delivery_cost: 0,
      });
      // Paris is about 390 km from Lyon as the crow flies.
      expect(result.distance).toBeGreaterThan(390 * 1.3);
    });

    it.each([
      ["le géocodeur", "/v2/public/locations/?query=", () => (geocoderDown = true)],
      ["le géocodeur", "/v2/public/locations/distance?location=", () => (geocoderDown = true)],
      ["le calcul de distance", "/v2/public/locations/distance?location=", () => (distanceDown = true)],
    ])(
      "répond 503 en français quand %s est en panne, sans écrire l'adresse au journal",
      async (_what, path, breakIt) => {
        breakIt();
        logLines.length = 0;
        try {
          const address = "12 Rue de Marseille, 69007 Lyon";
          const { response, body } = await t.json(`${path}${encodeURIComponent(address)}`);
          expect(response.status).toBe(503);
          expect(response.headers.get("Cache-Control")).toBe("no-store");
          expect(body).toMatchObject({ status: "error", code: "service_unavailable" });
          expect(String(body.message)).toMatch(/momentanément indisponible/);
          expect(logLines.join("")).toMatch(/service d'adresses indisponible/);
          expect(logLines.join("")).not.toMatch(/marseille|69007/i);
        } finally {
          geocoderDown = false;
          distanceDown = false;
        }
      },
    );
  },
);

describe.each(TEST_ENGINES)("limite de la recherche d'adresse par client (%s)", (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());

  it.each([
    ["suggestions", `/v2/public/locations/?query=${encodeURIComponent("rue de marseille")}`, 120, 200],
    [
      "distances",
      `/v2/public/locations/distance?location=${encodeURIComponent("12 Rue de Marseille, 69007 Lyon")}`,
      60,
      200,
    ],
  ])("%s : %s par 10 minutes, puis 429 en français avec Retry-After", async (_kind, path, limit, ok) => {
    const client = { headers: { "X-Forwarded-For": `203.0.113.${limit}` } };
    t.setNow("2026-11-24T11:00:00Z");
    const answers = await Promise.all(
      Array.from({ length: limit }, async () => (await t.api.request(path, client)).status),
    );
    expect(answers.every((status) => status === ok)).toBe(true);
    t.setNow("2026-11-24T11:04:00Z");
    const refused = await t.api.request(path, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("360");
    expect(await refused.json()).toEqual({
      status: "error",
      code: "too_many_requests",
      message: "Trop de recherches d'adresse en peu de temps. Réessayez dans 6 minutes.",
    });
    // Another client is not slowed down, and this one may search again in the next window.
    expect((await t.api.request(path, { headers: { "X-Forwarded-For": "203.0.113.1" } })).status).toBe(ok);
    t.setNow("2026-11-24T11:10:00Z");
    expect((await t.api.request(path, client)).status).toBe(ok);
  });

  it("ne compte pas une recherche mal formée", async () => {
    const client = { headers: { "X-Forwarded-For": "203.0.113.9" } };
    t.setNow("2026-11-24T12:00:00Z");
    for (let i = 0; i < 130; i++) await t.api.request("/v2/public/locations/?query=ru", client);
    const response = await t.api.request("/v2/public/locations/?query=rue%20de%20marseille", client);
    expect(response.status).toBe(200);
  });
});
