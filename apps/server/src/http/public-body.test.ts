import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { schema } from "@comptoir/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "../testing/test-api.ts";
import { chooseEncoding, matchesIfNoneMatch, PUBLIC_CACHE_CONTROL } from "./public-body.ts";

describe("les lectures publiques, compressées une fois et revalidées par ETag", () => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    t = await openTestApi("pglite");
  });
  afterAll(() => t.database.close());

  const paths = ["/v2/public/menus", "/v2/public/settings", "/v2/public/offers"];

  it.each(paths)("%s : le corps gzip et le corps brotli sont exactement le JSON", async (path) => {
    const plain = await t.app.request(path);
    const text = await plain.text();
    expect(JSON.parse(text).status).toBe("success");
    expect(plain.headers.get("Content-Encoding")).toBeNull();

    const gzipped = await t.app.request(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(text);

    const brotli = await t.app.request(path, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(text);
    expect(brotli.headers.get("Vary")).toMatch(/Accept-Encoding/);
  });

  it.each(paths)(
    "%s : se garde peu de temps et répond 304 à son ETag, même faible ou en liste",
    async (path) => {
      const first = await t.app.request(path, { headers: { "Accept-Encoding": "br" } });
      const etag = first.headers.get("ETag") ?? "";
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(PUBLIC_CACHE_CONTROL).toMatch(/max-age=\d+/);
      expect(PUBLIC_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"autre", ${etag}`, "*"]) {
        const again = await t.app.request(path, { headers: { "If-None-Match": ifNoneMatch } });
        expect(again.status, ifNoneMatch).toBe(304);
        expect(await again.text()).toBe("");
      }
      const stale = await t.app.request(path, { headers: { "If-None-Match": '"une-autre-version"' } });
      expect(stale.status).toBe(200);
    },
  );

  it("un changement du catalogue donne un autre ETag : l'ancien ne vaut plus 304", async () => {
    const before = (await t.app.request("/v2/public/settings")).headers.get("ETag") ?? "";
    await t.database.db
      .update(schema.settings)
      .set({ value: "Piment Rouge Part-Dieu" })
      .where(eq(schema.settings.name, "contacts.name"));
    t.catalog.invalidate();
    const after = await t.app.request("/v2/public/settings", { headers: { "If-None-Match": before } });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(before);
  });

  it("le catalogue relu sans changement garde ses ETag : ils viennent du contenu (ADR 074)", async () => {
    const before = await Promise.all(
      paths.map(async (path) => (await t.app.request(path)).headers.get("ETag")),
    );
    t.catalog.invalidate();
    for (const [index, path] of paths.entries()) {
      const again = await t.app.request(path, { headers: { "If-None-Match": before[index] ?? "" } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get("ETag"), path).toBe(before[index]);
    }
  });
});

describe("la négociation", () => {
  it("préfère brotli, puis gzip, et respecte q=0", () => {
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBe("identity");
  });
  it("compare les ETag faiblement", () => {
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b" , W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"ab"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
  });
});
