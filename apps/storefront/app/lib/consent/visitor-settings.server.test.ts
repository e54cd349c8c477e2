import { describe, expect, it } from "vitest";
import { settingsForVisitor } from "./visitor-settings.server.ts";

const PERSON =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const visit = (userAgent: string) =>
  new Request("http://shop.test/menu", { headers: { "User-Agent": userAgent } });
const names = (settings: { name: string }[]) => settings.map((setting) => setting.name);

describe("les réglages qu'une page porte à son visiteur", () => {
  const settings = [
    { name: "contacts.name", value: "Piment Rouge" },
    { name: "analytics.tag_manager_id", value: "GTM-AB12CD3" },
  ];

  it("gardent le gestionnaire de balises pour une personne", () => {
    expect(names(settingsForVisitor(settings, visit(PERSON)))).toContain("analytics.tag_manager_id");
  });

  it("ne le donnent jamais à un robot, ni mal écrit", () => {
    expect(names(settingsForVisitor(settings, visit(CRAWLER)))).toEqual(["contacts.name"]);
    const misspelt = [{ name: "analytics.tag_manager_id", value: "gtm-ab12cd3" }];
    expect(settingsForVisitor(misspelt, visit(PERSON))).toEqual([]);
  });
});
