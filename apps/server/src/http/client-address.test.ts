import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { startLocalServer } from "../adapters/geo/fixtures/local-server.ts";
import { clientAddress } from "./client-address.ts";

const app = new Hono().get("/", (c) => c.text(clientAddress(c)));

describe("adresse du client, pour les limites de tentatives", () => {
  it("prend la première adresse de X-Forwarded-For, posée par le proxy", async () => {
    const response = await app.request("/", { headers: { "X-Forwarded-For": " 203.0.113.9 , 10.0.0.2" } });
    expect(await response.text()).toBe("203.0.113.9");
  });

  it("dit « inconnu » pour un appel sans socket (les pages rendues sur le serveur)", async () => {
    expect(await (await app.request("/")).text()).toBe("inconnu");
    expect(await (await app.request("/", { headers: { "X-Forwarded-For": " , " } })).text()).toBe("inconnu");
  });

  it("prend l'adresse de la connexion sans proxy", async () => {
    const server = await startLocalServer(app);
    try {
      const response = await fetch(`${server.url}/`);
      expect(await response.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await server.close();
    }
  });
});
