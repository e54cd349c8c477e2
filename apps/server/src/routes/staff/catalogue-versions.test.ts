import type { MenuPayload } from "@comptoir/contracts";
import type { CatalogueProblem } from "@comptoir/contracts/catalogue-review";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { draftDocument, replaceDraft } from "../../services/catalogue/draft-store.ts";
import { createCataloguePublishing, ensureFirstVersion } from "../../services/catalogue/publishing.ts";
import type { LiveEvent } from "../../services/live/live-events.ts";
import { createStaffMember, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

// The catalogue's own checks belong to the review; here a test decides what they find.
const review = vi.hoisted(() => ({ errors: [] as CatalogueProblem[], warnings: [] as CatalogueProblem[] }));
vi.mock("@comptoir/contracts/catalogue-review", async (original) => ({
  ...(await original<typeof import("@comptoir/contracts/catalogue-review")>()),
  catalogueProblems: () => ({ errors: review.errors, warnings: review.warnings }),
}));

const LUNCH_TUESDAY = "2026-11-24T11:00:00Z";

describe.each(TEST_ENGINES)("publier la carte, ses versions, les publications programmées (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let owner: string;
  let staff: string;
  const events: LiveEvent[] = [];
  beforeAll(async () => {
    t = await openTestApi(engine);
    // As a server's start does (index.ts): the demo just installed is the catalogue's version 1.
    await ensureFirstVersion(t.database.db, t.clock(), true);
    t.live.subscribe((event) => events.push(event));
  }, 60_000);
  afterAll(() => t.database.close());
  beforeEach(async () => {
    t.setNow(LUNCH_TUESDAY);
    review.errors = [];
    review.warnings = [];
    owner = (await createStaffMember(t.database.db, { role: "owner", name: "Nadia", now: t.clock() })).token;
    staff = (await createStaffMember(t.database.db, { role: "staff", now: t.clock() })).token;
  });

  const call = (method: string, path: string, body?: unknown, token: string | null = owner) =>
    t.json(`/v2/staff/catalogue/${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(token ? staffBearer(token) : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const firstDish = (file: RestaurantFile) => {
    const dish = file.menus[0]?.categories[0]?.items[0];
    if (!dish) throw new Error("démo vide");
    return dish;
  };
  /** The draft with the first dish at `price` (pickup), as the editor would save it. */
  async function draftWithPrice(price: number) {
    const file = structuredClone(await draftDocument(t.database.db, t.clock()));
    firstDish(file).price_pickup = price;
    await replaceDraft(t.database.db, file, null, t.clock());
    return firstDish(file).key;
  }
  async function livePrice(key: string) {
    const [row] = await t.database.db
      .select({ id: schema.items.id })
      .from(schema.items)
      .where(eq(schema.items.key, key));
    const menus = (await t.json("/v2/public/menus")).body.payload as MenuPayload[];
    const item = menus
      .flatMap((menu) => menu.categories.flatMap((category) => category.items))
      .find((one) => one.item_id === row?.id);
    return item?.item_price.price_pickup;
  }

  it("refuse sans session (401), à l'équipe (403), sans mot de passe récent (403) ; lit pour toute l'équipe", async () => {
    expect((await call("POST", "publish", { confirm_warnings: false }, null)).response.status).toBe(401);
    const refused = await call("POST", "publish", { confirm_warnings: false }, staff);
    expect(refused.response.status).toBe(403);
    expect(refused.body.code).toBe("owner_only");
    expect((await call("POST", "versions/1/restore", {}, staff)).response.status).toBe(403);
    expect((await call("DELETE", "scheduled/1", undefined, staff)).response.status).toBe(403);
    t.setNow("2026-11-24T11:20:00Z");
    const stale = await call("POST", "publish", { confirm_warnings: false });
    expect(stale.response.status).toBe(403);
    expect(stale.body.code).toBe("password_required");
    const list = await call("GET", "versions", undefined, staff);
    expect(list.response.status).toBe(200);
    expect((list.body.payload as { kind: string }[]).at(-1)).toMatchObject({ id: 1, kind: "install" });
    expect((await call("GET", "versions/abc", undefined, staff)).response.status).toBe(400);
    expect((await call("GET", "versions/99999", undefined, staff)).response.status).toBe(404);
    expect((await call("POST", "publish", { confirm_warnings: "oui" })).response.status).toBe(403);
  });

  it("publie le brouillon : la carte en ligne change, une version est gardée, l'audit l'écrit", async () => {
    const nothing = await call("POST", "publish", { confirm_warnings: false });
    expect(nothing.response.status).toBe(409);
    expect(nothing.body.code).toBe("nothing_to_publish");

    const key = await draftWithPrice(13.7);
    const before = events.length;
    const published = await call("POST", "publish", { confirm_warnings: false });
    expect(published.response.status).toBe(201);
    const version = (published.body.payload as { version: { id: number; kind: string } }).version;
    expect(version).toMatchObject({ kind: "publish", published_by_name: "Nadia", restored_from: null });
    expect(await livePrice(key)).toBe(13.7);
    expect(events.slice(before)).toContainEqual({ type: "catalog" });

    const list = (await call("GET", "versions", undefined, staff)).body.payload as { id: number }[];
    expect(list[0]).toMatchObject({ id: version.id });
    expect(list[0]).not.toHaveProperty("document");
    const one = await call("GET", `versions/${version.id}`, undefined, staff);
    expect(firstDish((one.body.payload as { document: RestaurantFile }).document).price_pickup).toBe(13.7);
    // The review's change lines, as the owner saw them before publishing.
    expect((one.body.payload as { changes: string[] }).changes.join("\n")).toContain("13,70");
    const audit = await t.database.db
      .select()
      .from(schema.auditEntries)
      .where(eq(schema.auditEntries.action, "catalogue.publish"));
    expect(audit.at(-1)).toMatchObject({ staffName: "Nadia", subject: "catalogue" });
  });

  it("refuse un brouillon invalide (422, avec la place) et demande la confirmation des avertissements (409)", async () => {
    const file = structuredClone(await draftDocument(t.database.db, t.clock()));
    firstDish(file).price_pickup = 9.999;
    await replaceDraft(t.database.db, file, null, t.clock());
    const invalid = await call("POST", "publish", { confirm_warnings: true });
    expect(invalid.response.status).toBe(422);
    expect(invalid.body.code).toBe("draft_invalid");
    expect(JSON.stringify(invalid.body.errors)).toContain("price_pickup");

    await draftWithPrice(14.2);
    review.errors = [{ ref: "item:x", field: "", message: "Un plat sans prix." }];
    expect((await call("POST", "publish", { confirm_warnings: true })).response.status).toBe(422);
    review.errors = [];
    review.warnings = [{ ref: "item:x", field: "", message: "Un plat sans image." }];
    const warned = await call("POST", "publish", { confirm_warnings: false });
    expect(warned.response.status).toBe(409);
    expect(warned.body.code).toBe("warnings_unconfirmed");
    expect(warned.body.warnings).toEqual(review.warnings);
    expect((await call("POST", "publish", { confirm_warnings: true })).response.status).toBe(201);
  });

  it("restaure une version : une nouvelle version la republie, le brouillon y revient, l'historique reste", async () => {
    const key = await draftWithPrice(15.1);
    const published = await call("POST", "publish", { confirm_warnings: false });
    expect(published.response.status).toBe(201);
    const restored = await call("POST", "versions/1/restore", {});
    expect(restored.response.status).toBe(201);
    const version = (
      restored.body.payload as { version: { id: number; kind: string; restored_from: number } }
    ).version;
    expect(version).toMatchObject({ kind: "restore", restored_from: 1 });
    const [first] = await t.database.db
      .select()
      .from(schema.catalogueVersions)
      .where(eq(schema.catalogueVersions.id, 1));
    expect(await livePrice(key)).toBe(first ? firstDish(first.document).price_pickup : -1);
    expect(await draftDocument(t.database.db, t.clock())).toEqual(first?.document);
    const list = (await call("GET", "versions")).body.payload as { id: number }[];
    expect(list.map((one) => one.id)).toEqual([...list.map((one) => one.id)].sort((a, b) => b - a));
    const again = await call("POST", "versions/1/restore", {});
    expect(again.response.status).toBe(409);
    expect((await call("POST", "versions/99999/restore", {})).response.status).toBe(404);
  });

  it("programme une publication, la publie une seule fois à l'heure dite, au nom de qui l'a programmée", async () => {
    const key = await draftWithPrice(16.4);
    const past = await call("POST", "publish", { confirm_warnings: false, at: "2026-11-24T10:00:00Z" });
    expect(past.response.status).toBe(400);
    const far = await call("POST", "publish", { confirm_warnings: false, at: "2026-12-25T11:00:00Z" });
    expect(far.response.status).toBe(400);
    expect((await call("POST", "publish", { at: "demain" })).response.status).toBe(400);
    const scheduled = await call("POST", "publish", { confirm_warnings: false, at: "2026-11-25T09:00:00Z" });
    expect(scheduled.response.status).toBe(201);
    const { id } = (scheduled.body.payload as { scheduled: { id: number } }).scheduled;
    expect(
      ((await call("GET", "scheduled", undefined, staff)).body.payload as { id: number }[])[0],
    ).toMatchObject({ id, status: "pending", due_at: "2026-11-25T09:00:00.000Z" });
    // The draft moves on meanwhile: what was scheduled is what gets published.
    await draftWithPrice(99);

    const publishing = createCataloguePublishing({ db: t.database.db, catalog: t.catalog, live: t.live });
    expect(await publishing.runDue(new Date("2026-11-25T08:59:59Z"))).toBe(0);
    expect(await livePrice(key)).not.toBe(16.4);
    expect(await publishing.runDue(new Date("2026-11-25T09:00:00Z"))).toBe(1);
    expect(await publishing.runDue(new Date("2026-11-25T09:00:15Z"))).toBe(0);
    expect(await livePrice(key)).toBe(16.4);
    const [row] = await t.database.db
      .select()
      .from(schema.scheduledPublishes)
      .where(eq(schema.scheduledPublishes.id, id));
    expect(row?.status).toBe("published");
    const versions = (await call("GET", "versions")).body.payload as { id: number }[];
    expect(versions[0]).toMatchObject({ id: row?.versionId, kind: "scheduled", published_by_name: "Nadia" });
    expect((await call("GET", "scheduled")).body.payload).toEqual([]);
    expect((await call("DELETE", `scheduled/${id}`)).body.code).toBe("scheduled_closed");
  });

  it("annule une publication programmée ; une carte programmée devenue invalide échoue avec sa raison", async () => {
    await draftWithPrice(17.3);
    const first = await call("POST", "publish", { confirm_warnings: false, at: "2026-11-24T12:00:00Z" });
    const firstId = (first.body.payload as { scheduled: { id: number } }).scheduled.id;
    expect((await call("DELETE", `scheduled/${firstId}`)).response.status).toBe(200);
    expect((await call("DELETE", `scheduled/${firstId}`)).response.status).toBe(409);
    expect((await call("DELETE", "scheduled/99999")).response.status).toBe(404);

    const second = await call("POST", "publish", { confirm_warnings: false, at: "2026-11-24T12:00:00Z" });
    const secondId = (second.body.payload as { scheduled: { id: number } }).scheduled.id;
    const [row] = await t.database.db
      .select()
      .from(schema.scheduledPublishes)
      .where(eq(schema.scheduledPublishes.id, secondId));
    if (!row) throw new Error("programmation absente");
    const broken = structuredClone(row.document);
    firstDish(broken).options = ["groupe-disparu"];
    await t.database.db
      .update(schema.scheduledPublishes)
      .set({ document: broken })
      .where(eq(schema.scheduledPublishes.id, secondId));
    const publishing = createCataloguePublishing({ db: t.database.db, catalog: t.catalog, live: t.live });
    expect(await publishing.runDue(new Date("2026-11-24T12:00:00Z"))).toBe(0);
    const [failed] = await t.database.db
      .select()
      .from(schema.scheduledPublishes)
      .where(eq(schema.scheduledPublishes.id, secondId));
    expect(failed?.status).toBe("failed");
    expect(failed?.failure).toMatch(/n'est plus valide.*groupe-disparu/);
  });
});
