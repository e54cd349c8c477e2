import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStorefront } from "./storefront.ts";
import { openTestApi } from "./testing/test-api.ts";

/**
 * The installable shop's files (ADR 035), as the server sends them: the worker and the manifest
 * always revalidated (a new version must be seen on the next visit), under the static files'
 * policy, which lets a worker and a manifest come from the shop itself.
 */
describe("le service worker et le manifeste", () => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    const storefront = await loadStorefront("production");
    if (!storefront) throw new Error("site non construit : lancez « npm run build » avant ce test");
    t = await openTestApi("pglite", { storefront });
  }, 60_000);
  afterAll(async () => {
    await t.database.close();
  });

  it("/sw.js : du JavaScript, jamais une vieille copie, permis par la politique", async () => {
    const response = await t.app.request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/javascript/);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("Content-Security-Policy")).toContain("worker-src 'self'");
    // What it must never keep: the write calls are not routed, so they always reach the network.
    const worker = await response.text();
    expect(worker).not.toContain("/v2/public/checkout");
    expect(worker).not.toContain("/v2/public/auth");
  });

  it("/manifest.webmanifest : le bon type, les couleurs et la langue du site", async () => {
    const response = await t.app.request("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/manifest+json");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(await response.json()).toMatchObject({
      lang: "fr",
      scope: "/",
      start_url: "/",
      display: "standalone",
      background_color: "#111111",
      theme_color: "#f54f2f",
    });
  });

  it("/offline.html : la page hors ligne en français, sans script", async () => {
    const response = await t.app.request("/offline.html");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Vous êtes hors ligne");
    expect(html).not.toContain("<script");
  });
});
