import type { MenuPayload } from "@comptoir/contracts";
import { DEMO_RESTAURANT_FILE, readRestaurantFile } from "@comptoir/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStorefront } from "./storefront.ts";
import { nodesOfType, structuredDataIssues, structuredDataOf } from "./testing/structured-data.ts";
import { openTestApi } from "./testing/test-api.ts";

const ORIGIN = "http://piment.example";

const demo = readRestaurantFile(DEMO_RESTAURANT_FILE);

/** The content of `<meta property|name="…">` or the href of the canonical link, as the HTML has them. */
function tag(html: string, key: string): string | undefined {
  if (key === "canonical") return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return match?.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

describe("ce que les moteurs de recherche et les liens partagés lisent des pages", () => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    const storefront = await loadStorefront("production");
    if (!storefront) throw new Error("site non construit : lancez « npm run build » avant ce test");
    t = await openTestApi("pglite", { storefront });
  }, 60_000);
  afterAll(() => t.database.close());

  const page = async (path: string) => {
    const response = await t.app.request(`${ORIGIN}${path}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it("l'accueil : adresse canonique, balises de partage, l'entreprise et le restaurant valides", async () => {
    const html = await page("/?utm_source=journal");
    expect(tag(html, "canonical")).toBe(`${ORIGIN}/`);
    expect(tag(html, "og:url")).toBe(`${ORIGIN}/`);
    expect(tag(html, "og:type")).toBe("website");
    expect(tag(html, "og:locale")).toBe("fr_FR");
    expect(tag(html, "og:site_name")).toBe("Piment Rouge");
    expect(tag(html, "og:image")).toMatch(new RegExp(`^${ORIGIN}/images/`));
    expect(tag(html, "twitter:card")).toBe("summary_large_image");
    const [place] = nodesOfType(html, "Restaurant");
    expect(place).toMatchObject({
      name: "Piment Rouge",
      acceptsReservations: false,
      hasMenu: `${ORIGIN}/menu`,
    });
    expect(place?.openingHoursSpecification).not.toEqual([]);
    expect(nodesOfType(html, "Organization")).toHaveLength(1);
    expect(await structuredDataIssues(html)).toEqual([]);
  });

  it("la vérification elle-même trouve un type ou une propriété que schema.org n'a pas", async () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "MenuItem", name: "Frites", allergens: "gluten" },
        { "@type": "Plat", name: "Frites" },
      ],
    })}</script>`;
    const issues = await structuredDataIssues(html);
    expect(issues.map((issue) => [issue.severity, issue.fieldNames])).toEqual(
      expect.arrayContaining([
        ["WARNING", ["allergens"]],
        ["ERROR", ["@type"]],
      ]),
    );
  });

  it("la carte : ses menus, sections et plats, et le fil d'Ariane, valides", async () => {
    const html = await page("/menu");
    expect(tag(html, "canonical")).toBe(`${ORIGIN}/menu`);
    const menus = nodesOfType(html, "Menu");
    expect(menus.map((menu) => menu.name)).toEqual(demo.menus.map((menu) => menu.name));
    const dishes = JSON.stringify(menus).match(/"@type":"MenuItem"/g) ?? [];
    const demoDishes = demo.menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
    expect(dishes).toHaveLength(demoDishes.length);
    expect(nodesOfType(html, "BreadcrumbList")).toHaveLength(1);
    expect(await structuredDataIssues(html)).toEqual([]);
  });

  it("un plat partagé : son nom, son prix et son image, à l'adresse sans paramètres de suivi", async () => {
    const menus = (await (await t.app.request("/v2/public/menus")).json()) as { payload: MenuPayload[] };
    const dish = menus.payload[0]?.categories[0]?.items[0];
    if (!dish) throw new Error("la démonstration n'a pas de plat");
    const html = await page(`/menu?utm_source=x&product=${dish.item_id}&fbclid=y&gclid=z`);
    expect(tag(html, "canonical")).toBe(`${ORIGIN}/menu?product=${dish.item_id}`);
    expect(tag(html, "og:url")).toBe(`${ORIGIN}/menu?product=${dish.item_id}`);
    expect(tag(html, "og:title")).toBe(`${dish.item_name} · Piment Rouge`);
    const price = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(
      dish.item_price.price_pickup,
    );
    expect(tag(html, "og:description")).toBe(`${price} · ${dish.item_description}`);
    expect(tag(html, "og:image")).toBe(`${ORIGIN}${dish.item_image}`);
    expect(tag(html, "twitter:image")).toBe(`${ORIGIN}${dish.item_image}`);
  });

  it("un plat inconnu : l'aperçu et l'adresse de la carte", async () => {
    const html = await page("/menu?product=999999&utm_campaign=hiver");
    expect(tag(html, "canonical")).toBe(`${ORIGIN}/menu`);
    expect(tag(html, "og:title")).toBe("La carte · Piment Rouge");
  });

  it("une page de texte : sa propre description, la même pour les moteurs et les liens partagés", async () => {
    const html = await page("/terms-of-service");
    const description = tag(html, "description");
    expect(description).toContain("Piment Rouge");
    expect(description).not.toBe(demo.settings["site.description"]);
    expect(tag(html, "og:description")).toBe(description);
    expect(tag(html, "twitter:description")).toBe(description);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("l'accueil sous /fr mène à la carte et aux plats sous /fr", async () => {
    const html = await page("/fr");
    const links = [...html.matchAll(/<a [^>]*href="([^"]*\/menu[^"]*)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link).toMatch(/^\/fr\/menu/);
  });

  it("/fr/menu est la même page que /menu : une seule adresse canonique", async () => {
    const html = await page("/fr/menu");
    expect(tag(html, "canonical")).toBe(`${ORIGIN}/menu`);
  });

  it("une page privée a aussi son adresse, et reste hors des moteurs de recherche", async () => {
    const html = await page("/checkout?step=2");
    expect(tag(html, "canonical")).toBe(`${ORIGIN}/checkout`);
    expect(tag(html, "robots")).toBe("noindex, nofollow");
    expect(structuredDataOf(html)).toEqual([]);
  });

  it("le script de données porte le nonce que la politique de sécurité de la page nomme", async () => {
    const response = await t.app.request(`${ORIGIN}/menu`);
    const html = await response.text();
    const nonce = /<script type="application\/ld\+json" nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
  });

  for (const path of ["/sitemap.xml", "/fr/sitemap.xml"]) {
    it(`${path} : les pages publiques en adresses absolues, aucune page écartée ou privée`, async () => {
      const response = await t.app.request(`${ORIGIN}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
      const xml = await response.text();
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(urls).toEqual([
        `${ORIGIN}/`,
        `${ORIGIN}/menu`,
        `${ORIGIN}/cookie-policy`,
        `${ORIGIN}/privacy-policy`,
        `${ORIGIN}/terms-of-service`,
      ]);
    });
  }

  it("/robots.txt : les plans du site, et les pages écartées et privées sous les deux préfixes", async () => {
    const response = await t.app.request(`${ORIGIN}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/fr/sitemap.xml`);
    for (const page of ["/blog", "/contact", "/about", "/checkout", "/success", "/auth", "/profile"]) {
      expect(lines).toContain(`Disallow: ${page}`);
      expect(lines).toContain(`Disallow: /fr${page}`);
    }
    expect(lines.filter((line) => line.startsWith("Disallow: /menu"))).toEqual([]);
  });
});
