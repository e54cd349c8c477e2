import { TEST_ENGINES } from "@comptoir/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LUNCH_TUESDAY } from "../../testing/checkout-fixtures.ts";
import { createStaffMember, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

/**
 * The draft's routes against any input, with an owner's fresh session (so the guards let
 * everything through to the validators): never a 500, every refusal in the French envelope, and
 * whatever the draft takes, the menus customers read stay as they were.
 */
const RUNS = 25;
const ENGLISH =
  /\b(Invalid|Expected|Required|Too (big|small)|Unrecognized|Malformed|Not Found|Bad Request)\b/;

const REFS = [
  "item:cola",
  "item:burger-piment-rouge",
  "category:burgers",
  "menu:soir",
  "group:sauce",
  "offer:piment20",
];
const anyRef = () =>
  fc.oneof(
    fc.constantFrom(
      ...REFS,
      "settings:contacts",
      "settings:payments",
      "zones:all",
      "item:neuf",
      "category:neuve",
    ),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.constantFrom("", ":", "item:", "zones:tout", "settings:pause", "%00", "item:%C3%A9"),
  );
/** A plausible value, bent: some fields of a real thing with random values in random places. */
const anyValue = () =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record(
      {
        name: fc.oneof(fc.string({ maxLength: 150 }), fc.integer()),
        description: fc.string({ maxLength: 50 }),
        image: fc.constantFrom("/images/menu/burger.svg", "x"),
        score: fc.integer(),
        price_pickup: fc.oneof(fc.double(), fc.integer({ min: -5, max: 20_000 })),
        price_delivery: fc.double({ min: 0, max: 50, noNaN: true }),
        category: fc.constantFrom("burgers", "poulet", "inconnue", "BURGERS"),
        menu: fc.constantFrom("soir", "midi", "absent"),
        options: fc.array(fc.constantFrom("sauce", "toppings", "fantome"), { maxLength: 3 }),
        hours: fc.jsonValue({ maxDepth: 2 }),
        "contacts.name": fc.string({ maxLength: 20 }),
        "pause.ordering_until": fc.string({ maxLength: 5 }),
      },
      { requiredKeys: [] },
    ),
  );
const anyBody = () =>
  fc.oneof(
    fc
      .record(
        {
          revision: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 5 }), fc.double()),
          value: anyValue(),
          position: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double(), fc.string({ maxLength: 3 })),
        },
        { requiredKeys: [] },
      )
      .map((body) => JSON.stringify(body)),
    fc.jsonValue({ stringUnit: "binary", maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constantFrom("", "{", "null", '{"revision":null}', '{"revision":1,"value":null}'),
  );
const anyOrder = () =>
  fc
    .oneof(
      fc.record({
        parent: fc.oneof(
          fc.constantFrom("menu", "group", "offer", "menu:soir", "category:burgers", "zones"),
          fc.string(),
        ),
        keys: fc.oneof(
          fc.array(fc.constantFrom("soir", "midi", "burgers", "cola", "x"), { maxLength: 6 }),
          fc.jsonValue(),
        ),
      }),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map((body) => JSON.stringify(body));
const anyBulk = () =>
  fc
    .oneof(
      fc.record(
        {
          action: fc.constantFrom("attach_group", "detach_group", "reprice", "x"),
          group: fc.constantFrom("sauce", "toppings", "fantome"),
          items: fc.oneof(
            fc.array(fc.constantFrom("cola", "frites-maison", "fantome"), { maxLength: 3 }),
            fc.jsonValue(),
          ),
          service: fc.constantFrom("both", "pickup", "delivery", "aucun"),
          mode: fc.constantFrom("percent", "amount", "x"),
          value: fc.oneof(fc.double(), fc.integer({ min: -20_000, max: 20_000 })),
          rounding: fc.constantFrom("cent", "ten_cents", "ends_90", "ends_50", "ends_99"),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map((body) => JSON.stringify(body));

describe.each(TEST_ENGINES)("les routes du brouillon face à n'importe quelle entrée (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let token: string;
  let liveMenus: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    token = (await createStaffMember(t.database.db, { role: "owner", now: t.clock() })).token;
    liveMenus = JSON.stringify((await t.json("/v2/public/menus")).body);
  });
  afterAll(() => t.database.close());

  async function expectSafe(method: string, path: string, body?: string) {
    const response = await t.api.request(path, {
      method,
      headers: { "Content-Type": "application/json", ...staffBearer(token) },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status, `${method} ${path} ${body?.slice(0, 120)}`).toBeLessThan(500);
    if (response.status >= 400) {
      const answer = (await response.json()) as { status?: unknown; message?: unknown; code?: unknown };
      expect(answer.status).toBe("error");
      expect(typeof answer.code).toBe("string");
      expect(String(answer.message).length).toBeGreaterThan(5);
      expect(String(answer.message)).not.toMatch(ENGLISH);
    }
  }

  it("PUT things/:ref : n'importe quelle référence, n'importe quel corps", async () => {
    await fc.assert(
      fc.asyncProperty(anyRef(), anyBody(), (ref, body) =>
        expectSafe("PUT", `/v2/staff/catalogue/draft/things/${encodeURIComponent(ref)}`, body),
      ),
      { numRuns: RUNS * 4 },
    );
  });

  it("DELETE things/:ref : n'importe quelle référence et révision", async () => {
    await fc.assert(
      fc.asyncProperty(
        anyRef(),
        fc.oneof(fc.integer({ min: -1, max: 4 }).map(String), fc.string({ unit: "binary", maxLength: 12 })),
        (ref, revision) =>
          expectSafe(
            "DELETE",
            `/v2/staff/catalogue/draft/things/${encodeURIComponent(ref)}?revision=${encodeURIComponent(revision)}`,
          ),
      ),
      { numRuns: RUNS },
    );
  });

  it.each([
    ["/v2/staff/catalogue/draft/order", anyOrder],
    ["/v2/staff/catalogue/draft/bulk", anyBulk],
    ["/v2/staff/catalogue/draft/discard", anyBody],
  ] as const)("POST %s : n'importe quel corps", async (path, bodies) => {
    await fc.assert(
      fc.asyncProperty(bodies(), (body) => expectSafe("POST", path, body)),
      { numRuns: RUNS * 2 },
    );
  });

  it("GET audit : n'importe quels filtres", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("subject", "staff", "action", "before", "x"),
          fc.string({ unit: "binary", maxLength: 30 }),
        ),
        (query) => expectSafe("GET", `/v2/staff/audit?${new URLSearchParams(query)}`),
      ),
      { numRuns: RUNS },
    );
  });

  it("la carte des clients n'a pas bougé", async () => {
    expect(JSON.stringify((await t.json("/v2/public/menus")).body)).toBe(liveMenus);
    // And the draft still makes a document: what the review reads.
    const review = await t.api.request("/v2/staff/catalogue/draft/review", { headers: staffBearer(token) });
    expect(review.status).toBe(200);
  });
});
