import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardFixtures } from "../../testing/board-fixtures.ts";
import { LUNCH_TUESDAY } from "../../testing/checkout-fixtures.ts";
import { createStaffMember } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

/** The board's calls that take input, against any input (the public API's own: api-fuzz.test.ts). */
describe.each(TEST_ENGINES)("le tableau face à n'importe quelle entrée (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let shop: Awaited<ReturnType<typeof boardFixtures>>;
  let staffToken: string;
  let ownerToken: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    shop = await boardFixtures(t);
    staffToken = (await createStaffMember(t.database.db, { role: "staff", now: t.clock() })).token;
    ownerToken = (await createStaffMember(t.database.db, { role: "owner", now: t.clock() })).token;
  });
  afterAll(() => t.database.close());

  /** English texts of zod and Hono that must never reach the board. */
  const ENGLISH =
    /\b(Invalid|Expected|Required|Too (big|small)|Unrecognized|Malformed|Not Found|Bad Request)\b/;
  const anyBody = () =>
    fc.oneof(
      fc.jsonValue({ stringUnit: "binary", maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.string({ unit: "binary", maxLength: 120 }),
      fc.constantFrom("", "{", "null", "[]", '{"action":', '{"action":"refuse","reason":7}'),
    );
  const anyId = () =>
    fc.oneof(
      fc.string({ unit: "binary", maxLength: 30 }),
      fc.constantFrom("0", "-1", "2147483648", "1e400", "NaN", "%00", "1.5"),
    );

  async function expectSafe(method: string, path: string, token: string, body?: string) {
    const response = await t.api.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status, `${method} ${path} ${body}`).toBeLessThan(500);
    if (response.status >= 400) {
      const answer = (await response.json()) as { status?: unknown; message?: unknown; code?: unknown };
      expect(answer.status).toBe("error");
      expect(typeof answer.code).toBe("string");
      expect(String(answer.message)).not.toMatch(ENGLISH);
    }
    return response.status;
  }

  it("une action : jamais de 500, jamais d'anglais, et la commande ne bouge pas quand c'est refusé", async () => {
    const { orderId } = await shop.cashOrder();
    await fc.assert(
      fc.asyncProperty(anyBody(), async (body) => {
        const before = (await shop.eventsOf(orderId)).length;
        const status = await expectSafe("POST", `/v2/staff/orders/${orderId}/actions`, staffToken, body);
        if (status >= 400) expect((await shop.eventsOf(orderId)).length).toBe(before);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(anyId(), async (id) => {
        await expectSafe("GET", `/v2/staff/orders/${encodeURIComponent(id)}`, staffToken);
        await expectSafe(
          "POST",
          `/v2/staff/orders/${encodeURIComponent(id)}/actions`,
          staffToken,
          '{"action":"accept"}',
        );
      }),
      { numRuns: 25 },
    );
  });

  it("la correction d'un encaissement : jamais de 500, jamais d'anglais, rien d'écrit quand c'est refusé", async () => {
    const { orderId } = await shop.cashOrder();
    for (const action of ["accept", "start_preparing", "mark_ready"]) {
      await shop.staff(staffToken, "POST", `/v2/staff/orders/${orderId}/actions`, { action });
    }
    await shop.staff(staffToken, "POST", `/v2/staff/orders/${orderId}/actions`, {
      action: "complete",
      amount: 100,
    });
    const cashRows = async () =>
      (await t.database.db.select().from(schema.cashCollections)).filter((row) => row.orderId === orderId)
        .length;
    const amounts = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.string({ maxLength: 8 }),
      fc.constantFrom(null, -1, 1e12, 2_147_483_648, "12,50"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyBody(),
          fc.record({ amount: amounts, corrects: amounts }).map((value) => JSON.stringify(value)),
          amounts.map((amount) => JSON.stringify({ action: "complete", amount })),
        ),
        async (body) => {
          const before = await cashRows();
          const status = await expectSafe("POST", `/v2/staff/orders/${orderId}/cash`, staffToken, body);
          if (status >= 400) expect(await cashRows()).toBe(before);
          await expectSafe("POST", `/v2/staff/orders/${orderId}/actions`, staffToken, body);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("le réglage du gérant : jamais de 500, jamais d'anglais", async () => {
    await fc.assert(
      fc.asyncProperty(anyBody(), async (body) => {
        await expectSafe("PUT", "/v2/staff/kitchen", ownerToken, body);
      }),
      { numRuns: 40 },
    );
    await shop.staff(ownerToken, "PUT", "/v2/staff/kitchen", { auto_accept: false });
  });
});
