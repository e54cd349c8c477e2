import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { schema } from "@comptoir/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Storefront } from "../app.ts";
import { openTestApi } from "../testing/test-api.ts";

/** A stand-in for the React build: each rendering is numbered, and carries its nonce as React's scripts do. */
function countingStorefront() {
  const rendered: string[] = [];
  const storefront: Storefront = {
    clientDir: mkdtempSync(join(tmpdir(), "comptoir-pages-")),
    async handle(request, { nonce }) {
      const { pathname } = new URL(request.url);
      rendered.push(pathname);
      if (pathname === "/introuvable") return new Response("<h1>404</h1>", { status: 404 });
      // The page names the address it was asked at, as its canonical link does without a site root.
      const html = `<!DOCTYPE html><html><body><h1>Carte</h1><p>rendu n°${rendered.length} pour ${new URL(request.url).origin}</p>${"<p>plat</p>".repeat(200)}<script nonce="${nonce}">hydrate()</script></body></html>`;
      return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    },
  };
  return { storefront, rendered };
}

describe("la carte servie aux visiteurs anonymes, gardée par version du catalogue et minute", () => {
  const fake = countingStorefront();
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    t = await openTestApi("pglite", { storefront: fake.storefront });
  });
  afterAll(() => t.database.close());
  // The page's version is the catalogue's content (ADR 074): reading it again unchanged keeps the
  // page, so each test starts on a catalogue really changed.
  let changes = 0;
  async function changeCatalogue() {
    changes += 1;
    await t.database.db
      .update(schema.settings)
      .set({ value: `Piment Rouge ${changes}` })
      .where(eq(schema.settings.name, "contacts.name"));
    t.catalog.invalidate();
  }
  beforeEach(async () => {
    fake.rendered.length = 0;
    await changeCatalogue();
  });

  const nonceInPolicy = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  const nonceInPage = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

  it("rend la page une fois, et chaque copie garde une politique qui nomme le nonce de son HTML", async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.app.request("/menu")));
    const pages = await Promise.all(answers.map((response) => response.text()));
    expect(fake.rendered).toEqual(["/menu"]);
    for (const [index, response] of answers.entries()) {
      expect(response.status).toBe(200);
      expect(pages[index]).toBe(pages[0]);
      expect(nonceInPolicy(response)).toBeTruthy();
      expect(nonceInPolicy(response)).toBe(nonceInPage(pages[index] ?? ""));
      expect(response.headers.get("Cache-Control")).toMatch(/max-age=\d+.*stale-while-revalidate=\d+/);
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    }
  });

  it("répond 304 à son ETag, même faible, et envoie le même HTML compressé", async () => {
    const plain = await t.app.request("/menu");
    const html = await plain.text();
    const etag = plain.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"page-/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"autre", ${etag}`]) {
      const again = await t.app.request("/menu", { headers: { "If-None-Match": ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
    }
    const gzipped = await t.app.request("/menu", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(html);
    expect(nonceInPolicy(gzipped)).toBe(nonceInPage(html));
    expect(fake.rendered).toEqual(["/menu"]);
  });

  it("rend de nouveau à la minute suivante et après un changement du catalogue", async () => {
    t.setNow("2026-11-24T11:00:10Z");
    const first = await t.app.request("/menu");
    t.setNow("2026-11-24T11:00:50Z");
    const sameMinute = await t.app.request("/menu");
    expect(sameMinute.headers.get("ETag")).toBe(first.headers.get("ETag"));
    t.setNow("2026-11-24T11:01:05Z");
    const nextMinute = await t.app.request("/menu", {
      headers: { "If-None-Match": first.headers.get("ETag") ?? "" },
    });
    expect(nextMinute.status).toBe(200);
    expect(nextMinute.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    await changeCatalogue();
    await t.app.request("/menu");
    expect(fake.rendered).toEqual(["/menu", "/menu", "/menu"]);
    t.setNow("2026-11-24T11:00:00Z");
  });

  it("rend à chaque fois pour un visiteur qui a des cookies, une requête avec paramètres ou une autre page", async () => {
    await t.app.request("/menu");
    await t.app.request("/menu", { headers: { Cookie: "session=abc" } });
    await t.app.request("/menu?product=12");
    await t.app.request("/checkout");
    await t.app.request("/checkout");
    const own = await t.app.request("/menu", { headers: { Cookie: "session=abc" } });
    expect(own.headers.get("ETag")).toBeNull();
    expect(fake.rendered).toEqual(["/menu", "/menu", "/menu", "/checkout", "/checkout", "/menu"]);
  });

  it("ne sert jamais à un hôte la page rendue pour un autre (lien canonique, balises de partage)", async () => {
    const forged = await t.app.request("http://pirate.example/menu");
    expect(await forged.text()).toContain("pour http://pirate.example");
    const shop = await t.app.request("http://piment.example/menu");
    expect(await shop.text()).toContain("pour http://piment.example");
    const again = await t.app.request("http://piment.example/menu");
    expect(await again.text()).toContain("pour http://piment.example");
    expect(fake.rendered).toEqual(["/menu", "/menu"]);
  });

  it("ne garde pas une page en erreur", async () => {
    const missing = await t.app.request("/introuvable");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("ETag")).toBeNull();
  });
});
