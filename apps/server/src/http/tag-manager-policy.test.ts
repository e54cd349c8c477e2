import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storefront } from "../app.ts";
import { openTestApi } from "../testing/test-api.ts";

const PERSON =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const TAG_ORIGIN = "https://www.googletagmanager.com";

/** Stands for the React build, with the site configuration's tag manager switch. */
function storefront(tagManager: boolean): Storefront {
  return {
    clientDir: "/nonexistent",
    tagManager,
    async handle() {
      return new Response("<p>page</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    },
  };
}

const scriptSources = (response: Response) =>
  (response.headers.get("Content-Security-Policy") ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src")
    ?.slice(1) ?? [];

describe.each(TEST_ENGINES.slice(0, 1))(
  "la politique des pages et le gestionnaire de balises (%s)",
  (engine) => {
    let on: Awaited<ReturnType<typeof openTestApi>>;
    let off: Awaited<ReturnType<typeof openTestApi>>;
    beforeAll(async () => {
      on = await openTestApi(engine, { storefront: storefront(true) });
      off = await openTestApi(engine, { storefront: storefront(false), database: on.database });
    });
    afterAll(() => on.database.close());

    async function setTagId(value: string | null) {
      const { db } = on.database;
      if (value === null)
        await db.delete(schema.settings).where(eq(schema.settings.name, "analytics.tag_manager_id"));
      else
        await db
          .insert(schema.settings)
          .values({ name: "analytics.tag_manager_id", value })
          .onConflictDoUpdate({ target: schema.settings.name, set: { value } });
      on.catalog.invalidate();
      off.catalog.invalidate();
    }

    const page = (t: typeof on, userAgent: string, path = "/checkout") =>
      t.app.request(path, { headers: { "User-Agent": userAgent } });

    it("n'ajoute l'origine du gestionnaire de balises que pour une personne, avec un identifiant valide, l'interrupteur allumé", async () => {
      await setTagId(null);
      expect(scriptSources(await page(on, PERSON))).not.toContain(TAG_ORIGIN);

      await setTagId("GTM-AB12CD3");
      const person = scriptSources(await page(on, PERSON));
      expect(person.filter((source) => source.startsWith("https:"))).toEqual([TAG_ORIGIN]);
      expect(scriptSources(await page(on, CRAWLER))).not.toContain(TAG_ORIGIN);
      expect(scriptSources(await page(off, PERSON))).not.toContain(TAG_ORIGIN);

      await setTagId("gtm-ab12cd3");
      expect(scriptSources(await page(on, PERSON))).not.toContain(TAG_ORIGIN);
    });

    it("garde en cache la carte d'un robot à part de celle d'une personne", async () => {
      await setTagId("G-AB12CD34EF");
      const robotFirst = await page(on, CRAWLER, "/menu");
      const personNext = await page(on, PERSON, "/menu");
      const robotAgain = await page(on, CRAWLER, "/menu");
      expect(scriptSources(robotFirst)).not.toContain(TAG_ORIGIN);
      expect(scriptSources(personNext)).toContain(TAG_ORIGIN);
      expect(scriptSources(robotAgain)).not.toContain(TAG_ORIGIN);
    });
  },
);
