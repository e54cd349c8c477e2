import type { Database } from "@comptoir/db";
import { openDemoTestDatabase } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftDocument, replaceDraft } from "./services/catalogue/draft-store.ts";
import { createMemoryLiveEvents } from "./services/live/live-events.ts";
import { loadStorefront } from "./storefront.ts";
import { createStaffMember, staffBearer } from "./testing/staff.ts";
import { openTestApi } from "./testing/test-api.ts";

/**
 * Two server processes on one database, as behind a CDN or a load balancer: a public read's tag
 * comes from its content (ADR 074), so one process answers the other's tag with a 304, and the
 * tag changes when what is published does. The /menu page is the built one (`npm run build`).
 */
describe("les ETag des lectures publiques, les mêmes sur deux processus", () => {
  let database: Database;
  let first: Awaited<ReturnType<typeof openTestApi>>;
  let second: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    const storefront = await loadStorefront("production");
    if (!storefront) throw new Error("site non construit : lancez « npm run build » avant ce test");
    database = await openDemoTestDatabase("pglite");
    // One channel for both, as PostgreSQL's NOTIFY is between processes (ADR 043).
    const live = createMemoryLiveEvents();
    first = await openTestApi("pglite", { database, live, storefront });
    second = await openTestApi("pglite", { database, live, storefront });
    // Each process reads the clock when it answers: not at the same second of the minute.
    first.setNow("2026-11-24T11:00:05Z");
    second.setNow("2026-11-24T11:00:40Z");
  }, 60_000);
  afterAll(() => database?.close());

  const reads = ["/v2/public/menus", "/v2/public/settings", "/v2/public/offers", "/menu"];
  const encodings = [undefined, "gzip", "gzip, deflate, br"];

  /** Each process's tag for each read and encoding, and each one's answer to the other's tag. */
  async function tagsAgree() {
    const tags: string[] = [];
    for (const path of reads) {
      for (const encoding of encodings) {
        const headers: Record<string, string> = encoding ? { "Accept-Encoding": encoding } : {};
        const fromFirst = await first.app.request(path, { headers });
        const fromSecond = await second.app.request(path, { headers });
        expect(fromFirst.status, path).toBe(200);
        const tag = fromFirst.headers.get("ETag") ?? "";
        expect(tag, `${path} ${encoding}`).toMatch(/^"[^"]+"$/);
        expect(fromSecond.headers.get("ETag"), `${path} ${encoding}`).toBe(tag);
        for (const process of [second, first]) {
          const again = await process.app.request(path, { headers: { ...headers, "If-None-Match": tag } });
          expect(again.status, `${path} ${encoding}`).toBe(304);
          // A cache copies a 304's headers onto the page it keeps: never another copy's nonce.
          expect(again.headers.get("Content-Security-Policy"), path).toBeNull();
        }
        tags.push(tag);
      }
    }
    return tags;
  }

  it("chaque lecture publique, /menu compris, a le même ETag sur les deux, et chacun répond 304 à l'autre", async () => {
    const tags = await tagsAgree();
    expect(new Set(tags).size).toBe(tags.length);
    // The pages' bytes differ by their nonce alone, each named by its own copy's policy.
    const pages = await Promise.all([first, second].map((process) => process.app.request("/menu")));
    const nonces = pages.map(
      (page) => /'nonce-([^']+)'/.exec(page.headers.get("Content-Security-Policy") ?? "")?.[1],
    );
    expect(nonces[0]).toBeTruthy();
    expect(nonces[1]).not.toBe(nonces[0]);
  });

  it("une publication par l'un change les ETag des deux, qui s'accordent de nouveau", async () => {
    const before = await tagsAgree();
    const now = first.clock();
    const file = structuredClone(await draftDocument(database.db, now));
    const dish = file.menus[0]?.categories[0]?.items[0];
    if (!dish) throw new Error("démo sans plat");
    dish.name = "Bao de saison";
    await replaceDraft(database.db, file, null, now);
    const { token } = await createStaffMember(database.db, { role: "owner", now });
    const published = await first.json("/v2/staff/catalogue/publish", {
      method: "POST",
      headers: { "content-type": "application/json", ...staffBearer(token) },
      body: JSON.stringify({ confirm_warnings: true }),
    });
    expect(published.response.status).toBe(201);

    const menusTag = before[0] ?? "";
    for (const process of [first, second]) {
      const menus = await process.app.request("/v2/public/menus", { headers: { "If-None-Match": menusTag } });
      expect(menus.status).toBe(200);
      expect(await menus.text()).toContain("Bao de saison");
      const page = await process.app.request("/menu", { headers: { "If-None-Match": before[9] ?? "" } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Bao de saison");
    }
    const after = await tagsAgree();
    expect(after[0]).not.toBe(menusTag);
    expect(after[9]).not.toBe(before[9]);
  });

  it("une pause posée par l'un change l'ETag des réglages et de /menu sur les deux, pas les autres", async () => {
    const before = await tagsAgree();
    const { token } = await createStaffMember(database.db, { role: "owner", now: first.clock() });
    const paused = await first.app.request("/v2/staff/pause", {
      method: "PUT",
      headers: { "Content-Type": "application/json", ...staffBearer(token) },
      body: JSON.stringify({ scope: "ordering", until: "2026-11-24T12:30:00Z", reason: "Coupure de gaz" }),
    });
    expect(paused.status).toBe(200);
    const after = await tagsAgree();
    // The settings (their three encodings) and the page changed; the menus and offers did not.
    expect(after.slice(3, 6).every((tag, index) => tag !== before[3 + index])).toBe(true);
    expect(after.slice(9).every((tag, index) => tag !== before[9 + index])).toBe(true);
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    expect(after.slice(6, 9)).toEqual(before.slice(6, 9));
  });
});
