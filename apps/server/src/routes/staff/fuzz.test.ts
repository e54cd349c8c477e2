import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LUNCH_TUESDAY } from "../../testing/checkout-fixtures.ts";
import { createStaffMember, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

/**
 * The staff routes of accounts and availability against any input, with an owner's live session
 * (so the guard lets everything through to the validators): never a 500, every refusal in the
 * French envelope, and a refusal changes neither the team nor the settings (pauses).
 */
const RUNS = 25;

const anyBody = () =>
  fc.oneof(
    fc.jsonValue({ stringUnit: "binary", maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constantFrom("", "{", "null", '{"state":', '{"scope":"ordering","until":"x"}', '{"email":1}'),
  );
const anyId = () =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.integer().map(String),
    fc.double().map(String),
    fc.constantFrom("0", "-1", "2147483648", "1e400", "NaN", "%00", "é", " "),
  );
const ENGLISH =
  /\b(Invalid|Expected|Required|Too (big|small)|Unrecognized|Malformed|Not Found|Bad Request)\b/;

describe.each(TEST_ENGINES)("les routes de l'équipe face à n'importe quelle entrée (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let token: string;
  let client = 0;
  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    token = (await createStaffMember(t.database.db, { role: "owner", now: t.clock() })).token;
  });
  afterAll(() => t.database.close());

  const written = async () => {
    const [members] = await t.database.db.select({ n: count() }).from(schema.staffMembers);
    const settings = await t.database.db.select().from(schema.settings);
    return { members: members?.n ?? 0, settings: JSON.stringify(settings) };
  };

  async function expectSafe(method: string, path: string, body?: string) {
    const before = await written();
    const response = await t.api.request(path, {
      method,
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `203.0.${Math.floor(client / 250) % 250}.${client++ % 250}`,
        ...staffBearer(token),
      },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(500);
    if (response.status >= 400) {
      const answer = (await response.json()) as { status?: unknown; message?: unknown; code?: unknown };
      expect(answer.status).toBe("error");
      expect(typeof answer.code).toBe("string");
      expect(String(answer.message).length).toBeGreaterThan(5);
      expect(String(answer.message)).not.toMatch(ENGLISH);
      expect(await written()).toEqual(before);
    }
  }

  it.each([
    ["POST", "/v2/staff/auth/login"],
    ["POST", "/v2/staff/team"],
    ["PUT", "/v2/staff/availability/items/1"],
    ["PUT", "/v2/staff/availability/choices/1"],
    ["PUT", "/v2/staff/pause"],
  ])("%s %s : n'importe quel corps", async (method, path) => {
    await fc.assert(
      fc.asyncProperty(anyBody(), (body) => expectSafe(method, path, body)),
      { numRuns: RUNS },
    );
  });

  it.each([
    ["DELETE", (id: string) => `/v2/staff/team/${encodeURIComponent(id)}`],
    ["PUT", (id: string) => `/v2/staff/availability/items/${encodeURIComponent(id)}`],
    ["PUT", (id: string) => `/v2/staff/availability/choices/${encodeURIComponent(id)}`],
  ] as const)("%s : n'importe quel identifiant", async (method, path) => {
    await fc.assert(
      fc.asyncProperty(anyId(), (id) => expectSafe(method, path(id), JSON.stringify({ state: "fini" }))),
      { numRuns: RUNS },
    );
  });
});
