import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { startLocalServer } from "../testing/local-server.ts";
import { clientAddress } from "./client-address.ts";

const behindProxy = new Hono().get("/", (c) => c.text(clientAddress(c, true)));
const direct = new Hono().get("/", (c) => c.text(clientAddress(c, false)));

describe("adresse du client, pour les limites de tentatives", () => {
  it("derrière un proxy, prend la première adresse de X-Forwarded-For, posée par le proxy", async () => {
    const response = await behindProxy.request("/", {
      headers: { "X-Forwarded-For": " 203.0.113.9 , 10.0.0.2" },
    });
    expect(await response.text()).toBe("203.0.113.9");
  });

  it("sans proxy, ignore un X-Forwarded-For que le client aurait écrit lui-même", async () => {
    const server = await startLocalServer(direct);
    try {
      const response = await fetch(`${server.url}/`, { headers: { "X-Forwarded-For": "198.51.100.7" } });
      expect(await response.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await server.close();
    }
  });

  it("dit « inconnu » pour un appel sans socket (les pages rendues sur le serveur)", async () => {
    expect(await (await behindProxy.request("/")).text()).toBe("inconnu");
    expect(await (await behindProxy.request("/", { headers: { "X-Forwarded-For": " , " } })).text()).toBe(
      "inconnu",
    );
  });

  it("prend l'adresse de la connexion sans proxy", async () => {
    const server = await startLocalServer(direct);
    try {
      const response = await fetch(`${server.url}/`);
      expect(await response.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await server.close();
    }
  });
});
