import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recorded, startLocalServer } from "../../testing/local-server.ts";
import { createBanGeocoder } from "./ban-geocoder.ts";
import { GeoServiceError } from "./geo.ts";

/** What the fake BAN answers, by query: the recorded answers, and the failures to expect. */
function fakeBan(requests: URL[], hanging: Promise<void>) {
  return new Hono().get("/search/", async (c) => {
    const url = new URL(c.req.url);
    requests.push(url);
    const q = url.searchParams.get("q") ?? "";
    switch (q.toLowerCase()) {
      case "rue de marseille":
        return c.json(recorded("ban-search-rue-de-marseille.json"));
      case "12 rue de marseille 69007 lyon":
        return c.json(recorded("ban-search-12-rue-de-marseille.json"));
      case "lyon":
        return c.json(recorded("ban-search-lyon.json"));
      case "-- ?":
        return c.json(recorded("ban-search-bad-query.json"), 400);
      case "en panne":
        return c.text("Bad Gateway", 502);
      case "trop de monde":
        return c.json({ code: 429, message: "Too many requests" }, 429);
      case "charabia":
        return c.text("<html>maintenance</html>", 200);
      case "forme inconnue":
        return c.json({ type: "FeatureCollection", features: [{ type: "Feature" }] });
      case "tres lent":
        await hanging;
        return c.json(recorded("ban-search-empty.json"));
      default:
        return c.json(recorded("ban-search-empty.json"));
    }
  });
}

describe("géocodeur Base Adresse Nationale (réponses enregistrées, jamais le vrai service)", () => {
  const requests: URL[] = [];
  let release: () => void = () => {};
  const hanging = new Promise<void>((resolve) => {
    release = resolve;
  });
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let ban: ReturnType<typeof createBanGeocoder>;
  beforeAll(async () => {
    server = await startLocalServer(fakeBan(requests, hanging));
    ban = createBanGeocoder({ baseUrl: server.url, timeoutMs: 300 });
  });
  afterAll(async () => {
    release();
    await server.close();
  });

  it("demande 5 suggestions en autocomplétion, près du restaurant", async () => {
    const suggestions = await ban.suggest("rue de marseille", { near: { lat: 45.7536, lng: 4.8466 } });
    const sent = requests.at(-1);
    expect(sent?.pathname).toBe("/search/");
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      q: "rue de marseille",
      limit: "5",
      autocomplete: "1",
      lat: "45.7536",
      lon: "4.8466",
    });
    expect(suggestions).toEqual([
      { label: "Rue de Marseille 69007 Lyon", street: "Rue de Marseille", locality: "69007 Lyon" },
      {
        label: "Rue de Marseille 69100 Villeurbanne",
        street: "Rue de Marseille",
        locality: "69100 Villeurbanne",
      },
      {
        label: "Rue de Marseille 69200 Vénissieux",
        street: "Rue de Marseille",
        locality: "69200 Vénissieux",
      },
    ]);
  });

  it("localise l'adresse choisie : numéro, rue, code postal, ville, région, position", async () => {
    const located = await ban.locate("12 Rue de Marseille 69007 Lyon");
    expect(requests.at(-1)?.searchParams.get("autocomplete")).toBe("0");
    expect(located).toEqual({
      label: "12 Rue de Marseille 69007 Lyon",
      street: "12 Rue de Marseille",
      postalCode: "69007",
      city: "Lyon",
      region: "Auvergne-Rhône-Alpes",
      country: "France",
      lat: 45.753051,
      lng: 4.842533,
    });
  });

  it("ne localise pas une ville entière, trop vague pour livrer", async () => {
    expect(await ban.locate("Lyon")).toBeNull();
    expect((await ban.suggest("Lyon")).map((suggestion) => suggestion.label)).toEqual(["Lyon"]);
  });

  it("ne trouve rien pour une adresse inconnue ou une requête que la BAN refuse", async () => {
    expect(await ban.suggest("qsdfghjklm")).toEqual([]);
    expect(await ban.locate("qsdfghjklm")).toBeNull();
    expect(await ban.suggest("-- ?")).toEqual([]);
  });

  it.each([
    ["en panne", "BAN : réponse HTTP 502"],
    ["trop de monde", "BAN : réponse HTTP 429"],
    ["charabia", "BAN : réponse illisible"],
    ["forme inconnue", "BAN : réponse inattendue"],
    ["tres lent", "BAN : délai dépassé"],
  ])("signale une BAN indisponible (« %s ») sans répéter l'adresse", async (query, message) => {
    const failure = await ban.suggest(query).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GeoServiceError);
    expect((failure as Error).message).toBe(message);
    expect((failure as Error).message).not.toContain(query);
  });

  it("signale une BAN injoignable", async () => {
    const closed = await startLocalServer(new Hono());
    await closed.close();
    const unreachable = createBanGeocoder({ baseUrl: closed.url, timeoutMs: 1000 });
    await expect(unreachable.locate("12 rue de marseille")).rejects.toThrow("BAN : injoignable");
  });
});
