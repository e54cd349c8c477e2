import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { startLocalServer } from "../testing/local-server.ts";
import { clientAddress } from "./client-address.ts";

const behindProxies = (count: number) => new Hono().get("/", (c) => c.text(clientAddress(c, count)));
const behindProxy = behindProxies(1);
const direct = behindProxies(0);

/** What `app` takes for the client of a request carrying this X-Forwarded-For. */
async function clientOf(app: Hono, forwardedFor: string): Promise<string> {
  return (await app.request("/", { headers: { "X-Forwarded-For": forwardedFor } })).text();
}

describe("adresse du client, pour les limites de tentatives", () => {
  it("derrière un proxy, prend la dernière adresse de X-Forwarded-For, celle que le proxy a ajoutée", async () => {
    expect(await clientOf(behindProxy, " 203.0.113.9 ")).toBe("203.0.113.9");
    expect(await clientOf(behindProxy, " 10.0.0.2 , 203.0.113.9")).toBe("203.0.113.9");
  });

  it("derrière un proxy, une chaîne inventée à gauche ne change pas le client", async () => {
    for (const forged of ["198.51.100.7", "1.2.3.4, 5.6.7.8", "inconnu", "", "x".repeat(500)]) {
      expect(await clientOf(behindProxy, `${forged}, 203.0.113.9`)).toBe("203.0.113.9");
    }
  });

  it("derrière deux proxys, prend l'avant-dernière adresse : celle posée par le premier", async () => {
    const twoHops = behindProxies(2);
    // client → load balancer (appends the client) → nginx (appends the load balancer) → shop
    expect(await clientOf(twoHops, "203.0.113.9, 10.0.0.5")).toBe("203.0.113.9");
    for (const forged of ["198.51.100.7", "1.2.3.4, 5.6.7.8", "203.0.113.1, 10.0.0.9"]) {
      expect(await clientOf(twoHops, `${forged}, 203.0.113.9, 10.0.0.5`)).toBe("203.0.113.9");
    }
  });

  it("une chaîne plus courte que les proxys (une requête qui les a contournés) prend l'adresse de la connexion", async () => {
    const twoHops = behindProxies(2);
    expect(await clientOf(twoHops, "198.51.100.7")).toBe("inconnu");
    const server = await startLocalServer(twoHops);
    try {
      const response = await fetch(`${server.url}/`, { headers: { "X-Forwarded-For": "198.51.100.7" } });
      expect(await response.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await server.close();
    }
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
