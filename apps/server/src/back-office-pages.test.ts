import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBackOffice } from "./back-office.ts";
import { loadStorefront } from "./storefront.ts";
import { BACK_OFFICE_PAGE_PATHS, SITE_PAGE_PATHS } from "./testing/site-pages.ts";
import { openTestApi } from "./testing/test-api.ts";

const storefrontClient = fileURLToPath(new URL("../../storefront/build/client/", import.meta.url));

/** What only the back office holds: its API's address, its session's key, its texts, its tickets' sheet. */
const BACK_OFFICE_MARKERS = [
  "/v2/staff",
  "staff-session",
  "Tableau des commandes",
  "ticket-sheet",
  "/admin/assets",
];

/** Every built file of the storefront's that a browser may load (scripts, stylesheets, the worker). */
function storefrontFiles(): string[] {
  return readdirSync(storefrontClient, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(js|css|html|webmanifest)$/.test(file))
    .map((file) => `${storefrontClient}${file}`);
}

/**
 * The back office (apps/back-office, ADR 045) as the network gets it from the one server: its own
 * document and files under /admin, the shop's policy, kept from search engines; and nothing of it
 * in what a customer's browser loads.
 */
describe("l'espace équipe, une application à part servie sous /admin", () => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    const storefront = await loadStorefront("production");
    const backOffice = await loadBackOffice("production");
    if (!storefront || !backOffice)
      throw new Error("site non construit : lancez « npm run build » avant ce test");
    t = await openTestApi("pglite", { storefront, backOffice });
  }, 60_000);
  afterAll(() => t.database.close());

  for (const path of BACK_OFFICE_PAGE_PATHS) {
    it(`${path} : sa propre page, en français, hors des moteurs, sans rien de la boutique`, async () => {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      const policy = response.headers.get("Content-Security-Policy") ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("frame-src 'none'");
      const html = await response.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      // React Router's inline scripts carry the nonce the policy names.
      const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).toContain(`'nonce-${nonce}'`);
      // Its own files only; no manifest, service worker, footer nor consent dialog of the shop.
      const files = [...html.matchAll(/(?:href|src)="(\/[^"]*\.(?:js|css))"/g)].map((match) => match[1]);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(file).toMatch(/^\/admin\/assets\//);
      expect(html).not.toContain('rel="manifest"');
      expect(html).not.toContain("<footer");
      expect(html).not.toContain("sw.js");
    });
  }

  it("une adresse inconnue sous /admin : 404, hors des moteurs", async () => {
    const response = await t.app.request("/admin/introuvable");
    expect(response.status).toBe(404);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("ses fichiers sous /admin/assets : immuables, la feuille des tickets comprise", async () => {
    const html = await (await t.app.request("/admin/connexion")).text();
    const stylesheet =
      /<link[^>]* rel="stylesheet" href="(\/admin\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
    const response = await t.app.request(stylesheet);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toContain("@page ticket");
    expect((await t.app.request("/admin/assets/introuvable.js")).status).toBe(404);
  });

  it("aucun fichier de la boutique ne contient de code de l'espace équipe", () => {
    const files = storefrontFiles();
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return BACK_OFFICE_MARKERS.filter((marker) => text.includes(marker)).map(
        (marker) => `${file} : ${marker}`,
      );
    });
    expect(found).toEqual([]);
  });

  it("aucune page de la boutique ne charge un fichier de l'espace équipe", async () => {
    for (const path of SITE_PAGE_PATHS) {
      const html = await (await t.app.request(path)).text();
      expect(html, path).not.toContain("/admin/assets/");
    }
  });
});
