import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "./testing/test-api.ts";

describe.each(TEST_ENGINES)("l'API /v2 (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());

  it("répond 404 dans l'enveloppe d'erreur pour une adresse d'API inconnue", async () => {
    const { response, body } = await t.json("/v2/public/nope");
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ status: "error", code: "route_not_found" });
    expect(String(body.message)).toMatch(/n'existe pas/);
  });

  it("refuse un corps trop volumineux par un 413, sans le lire en entier", async () => {
    const { response, body } = await t.json("/v2/public/menus", {
      method: "POST",
      body: "x".repeat(200 * 1024),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(body).toMatchObject({ status: "error", code: "payload_too_large" });
  });

  it("accepte les chemins avec ou sans barre finale, comme la spécification les écrit", async () => {
    expect((await t.api.request("/v2/public/settings/")).status).toBe(200);
    expect((await t.api.request("/v2/public/menus")).status).toBe(200);
  });
});
