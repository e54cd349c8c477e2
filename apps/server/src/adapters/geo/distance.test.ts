import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recorded, startLocalServer } from "../../testing/local-server.ts";
import { GeoServiceError } from "./geo.ts";
import {
  CITY_SPEED_METERS_PER_SECOND,
  createGreatCircleDistance,
  greatCircleMeters,
} from "./great-circle-distance.ts";
import { createOsrmDistance } from "./osrm-distance.ts";

const restaurant = { lat: 45.7536, lng: 4.8466 };
const croixRousse = { lat: 45.774, lng: 4.829 };

describe("distance à vol d'oiseau", () => {
  it("mesure la distance entre deux points connus", () => {
    // Paris (Notre-Dame) – Lyon (Bellecour): about 392 km in a straight line.
    const paris = { lat: 48.853, lng: 2.3499 };
    const bellecour = { lat: 45.7578, lng: 4.832 };
    expect(greatCircleMeters(paris, bellecour) / 1000).toBeCloseTo(392, 0);
    // One degree of latitude is about 111.2 km everywhere.
    expect(greatCircleMeters({ lat: 45, lng: 4 }, { lat: 46, lng: 4 })).toBeCloseTo(111_195, -1);
    expect(greatCircleMeters(restaurant, restaurant)).toBe(0);
  });

  it("est la même dans les deux sens", () => {
    expect(greatCircleMeters(restaurant, croixRousse)).toBeCloseTo(
      greatCircleMeters(croixRousse, restaurant),
      6,
    );
  });

  it("multiplie par le facteur de route des réglages et compte le temps à 20 km/h", async () => {
    const straight = greatCircleMeters(restaurant, croixRousse);
    const route = await createGreatCircleDistance(() => 1.5).between(restaurant, croixRousse);
    expect(route.meters).toBeCloseTo(straight * 1.5, 6);
    expect(route.seconds).toBeCloseTo((straight * 1.5) / (20_000 / 3600), 6);
    expect(CITY_SPEED_METERS_PER_SECOND * 3.6).toBeCloseTo(20, 10);
  });

  it("relit le facteur de route à chaque calcul", async () => {
    let factor = 1.2;
    const distance = createGreatCircleDistance(async () => factor);
    const before = await distance.between(restaurant, croixRousse);
    factor = 2.4;
    const after = await distance.between(restaurant, croixRousse);
    expect(after.meters).toBeCloseTo(before.meters * 2, 6);
  });
});

describe("distance par un serveur OSRM (réponses enregistrées)", () => {
  const paths: string[] = [];
  let release: () => void = () => {};
  const hanging = new Promise<void>((resolve) => {
    release = resolve;
  });
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    const app = new Hono().get("/route/v1/driving/:coordinates", async (c) => {
      paths.push(new URL(c.req.url).pathname + new URL(c.req.url).search);
      const [from] = c.req.param("coordinates").split(";");
      if (from === "0.000000,0.000000") return c.json(recorded("osrm-no-route.json"), 400);
      if (from === "1.000000,1.000000") return c.text("upstream down", 503);
      if (from === "2.000000,2.000000") {
        await hanging;
      }
      return c.json(recorded("osrm-route-guillotiere-croix-rousse.json"));
    });
    server = await startLocalServer(app);
  });
  afterAll(async () => {
    release();
    await server.close();
  });

  it("demande l'itinéraire en voiture sans tracé, longitude d'abord, et lit distance et durée", async () => {
    const osrm = createOsrmDistance({ baseUrl: `${server.url}/` });
    expect(await osrm.between(restaurant, croixRousse)).toEqual({ meters: 3587.2, seconds: 498.7 });
    expect(paths.at(-1)).toBe("/route/v1/driving/4.846600,45.753600;4.829000,45.774000?overview=false");
  });

  it("signale l'absence d'itinéraire, une panne et la lenteur comme une indisponibilité", async () => {
    const osrm = createOsrmDistance({ baseUrl: server.url, timeoutMs: 300 });
    const fails = (from: { lat: number; lng: number }) =>
      osrm.between(from, croixRousse).catch((error: unknown) => error);
    const noRoute = await fails({ lat: 0, lng: 0 });
    expect(noRoute).toBeInstanceOf(GeoServiceError);
    expect((noRoute as Error).message).toBe("OSRM : NoRoute");
    expect(((await fails({ lat: 1, lng: 1 })) as Error).message).toBe("OSRM : réponse HTTP 503");
    expect(((await fails({ lat: 2, lng: 2 })) as Error).message).toBe("OSRM : délai dépassé");
  });
});
