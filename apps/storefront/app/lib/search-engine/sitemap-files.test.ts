import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap-files.ts";

describe("les fichiers des moteurs de recherche", () => {
  it("un plan du site aux adresses absolues, échappées pour le XML", () => {
    const xml = sitemapXml(["https://piment.example/", "https://piment.example/menu?a=1&b=2"]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain("<url><loc>https://piment.example/</loc></url>");
    expect(xml).toContain("<loc>https://piment.example/menu?a=1&amp;b=2</loc>");
  });

  it("robots.txt : une ligne Disallow par chemin, une ligne Sitemap par plan", () => {
    const text = robotsTxt({
      disallow: ["/blog", "/fr/blog"],
      sitemaps: ["https://piment.example/sitemap.xml"],
    });
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Disallow: /blog",
      "Disallow: /fr/blog",
      "",
      "Sitemap: https://piment.example/sitemap.xml",
      "",
    ]);
  });
});
