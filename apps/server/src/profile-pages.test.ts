import { DEMO_RESTAURANT_FILE, readRestaurantFile, schema, seedRestaurantIfEmpty } from "@comptoir/db";
import { openTestDatabase } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStorefront } from "./storefront.ts";
import { lastCodeSentTo, newCustomer } from "./testing/accounts.ts";
import { insertPastOrder } from "./testing/past-orders.ts";
import { openTestApi } from "./testing/test-api.ts";

/**
 * The profile's pages drawn on the server from the session's cookie copy (ADR 079): the section's
 * content is in the HTML for the customer the cookie names, and nobody else's data is, whether the
 * request carries another customer's copy, a token the server does not know, or none.
 */
describe("les pages du profil dessinées par le serveur", () => {
  let shop: Awaited<ReturnType<typeof openTestApi>>;
  let clients = 0;

  /** A confirmed customer (signup, then the mailed code) and their session token. */
  async function customer(who: string, firstName: string) {
    const details = { ...newCustomer(who), first_name: firstName };
    const headers = { "Content-Type": "application/json", "X-Forwarded-For": `10.9.0.${++clients}` };
    const signup = await shop.api.request("/v2/public/auth/signup/", {
      method: "POST",
      headers,
      body: JSON.stringify(details),
    });
    expect(signup.status).toBe(202);
    const code = await lastCodeSentTo(shop.database.db, details.email);
    const verified = await shop.json(
      `/v2/public/auth/verify-otp/?email=${encodeURIComponent(details.email)}&otp=${code}`,
      { headers },
    );
    expect(verified.response.status).toBe(200);
    const { token, user } = verified.body.payload as { token: string; user: { id: number } };
    return { ...details, token, id: user.id };
  }

  async function page(path: string, cookie?: string) {
    const response = await shop.app.request(path, cookie ? { headers: { Cookie: cookie } } : {});
    expect(response.status).toBe(200);
    return { response, html: await response.text() };
  }

  let alice: Awaited<ReturnType<typeof customer>>;
  let bruno: Awaited<ReturnType<typeof customer>>;
  let aliceOrder: number;

  beforeAll(async () => {
    const storefront = await loadStorefront("production");
    if (!storefront) throw new Error("site non construit : lancez « npm run build » avant ce test");
    const database = await openTestDatabase("pglite");
    await seedRestaurantIfEmpty(database.db, readRestaurantFile(DEMO_RESTAURANT_FILE));
    shop = await openTestApi("pglite", { database, storefront });
    alice = await customer("alice-profil", "Alice");
    bruno = await customer("bruno-profil", "Bruno");
    const [item] = await shop.database.db.select({ id: schema.items.id }).from(schema.items).limit(1);
    if (!item) throw new Error("pas de plat dans la démo");
    aliceOrder = await insertPastOrder(shop.database.db, {
      lines: [{ itemId: item.id, quantity: 2 }],
      createdAt: new Date("2026-11-20T12:00:00Z"),
    });
    await shop.database.db
      .update(schema.orders)
      .set({ userId: alice.id, email: alice.email })
      .where(eq(schema.orders.id, aliceOrder));
  }, 60_000);
  afterAll(() => shop.database.close());

  it("dessine le résumé du compte pour le client du cookie, et pour lui seul", async () => {
    const asAlice = await page("/profile/ViewAccount", `session=${alice.token}`);
    expect(asAlice.html).toContain('data-testid="account-summary"');
    expect(asAlice.html).toContain(alice.email);
    expect(asAlice.html).toContain("Alice");
    expect(asAlice.html).not.toContain(bruno.email);
    expect(asAlice.html).not.toContain('data-testid="account-loading"');

    const asBruno = await page("/profile/ViewAccount", `cart=1.x; session=${bruno.token}`);
    expect(asBruno.html).toContain(bruno.email);
    expect(asBruno.html).not.toContain(alice.email);
    expect(asBruno.html).not.toContain("Alice");
  });

  it("dessine la liste des commandes du client, et pas celles d'un autre", async () => {
    const asAlice = await page("/profile/ViewOrders", `session=${alice.token}`);
    expect(asAlice.html).toContain(`Article `);
    expect(asAlice.html).not.toContain('data-testid="account-loading"');
    const asBruno = await page("/profile/ViewOrders", `session=${bruno.token}`);
    expect(asBruno.html).not.toContain("Article ");
    expect(asBruno.html).not.toContain(alice.email);
    expect(asBruno.html).toContain("pas encore commandé avec ce compte");
  });

  it("sans cookie, ou avec un jeton inconnu, n'envoie que le cadre et son squelette", async () => {
    for (const cookie of [
      undefined,
      "session=jeton-inconnu-mais-bien-forme-0123456789",
      "session=<script>",
    ]) {
      for (const path of [
        "/profile",
        "/profile/ViewAccount",
        "/profile/ViewOrders",
        "/profile/ViewProfile",
      ]) {
        const { html } = await page(path, cookie);
        expect(html).toContain('data-testid="account-loading"');
        expect(html).not.toContain(alice.email);
        expect(html).not.toContain(bruno.email);
        expect(html).not.toContain("Article ");
      }
    }
  });

  it("ne laisse aucun cache garder une page du profil", async () => {
    for (const cookie of [undefined, `session=${alice.token}`]) {
      for (const path of ["/profile", "/profile/ViewOrders", "/profile/ViewSecurity"]) {
        const { response } = await page(path, cookie);
        expect(response.headers.get("Cache-Control")).toBe("private, no-store");
        expect(response.headers.get("Vary")).toContain("Cookie");
        expect(response.headers.get("ETag")).toBeNull();
      }
    }
  });

  it("ne met jamais le jeton dans la page", async () => {
    const { html } = await page("/profile/ViewProfile", `session=${alice.token}`);
    expect(html).toContain(alice.email);
    expect(html).not.toContain(alice.token);
  });
});
