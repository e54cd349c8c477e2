import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCatalogueIds, LUNCH_TUESDAY, orderPayload } from "../testing/checkout-fixtures.ts";
import { openTestApi } from "../testing/test-api.ts";

/**
 * Every public endpoint against any input: never a 500, every refusal in the French error
 * envelope, and a refused request leaves no order, line, mail, item addition or payment behind.
 * The checkout's own fuzz (checkout-fuzz.test.ts) alters valid orders in depth; this one covers
 * the whole surface, cheaply; text-fields-fuzz.test.ts puts U+0000 and the other control characters
 * in every text field of every route, public and staff.
 */
const RUNS = 25;

/** Any JSON, its texts made of any UTF-16 code units (control characters, U+0000, lone surrogates). */
const anyJson = () => fc.jsonValue({ stringUnit: "binary", maxDepth: 3 });
/** Any body: JSON, or bytes that are not (truncated JSON, form data, nothing at all). */
const anyBody = () =>
  fc.oneof(
    anyJson().map((value) => JSON.stringify(value)),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constantFrom("", "{", "[1,", "null", '{"local_id":', "cartItems=1"),
  );
/** A path segment or query value: numbers of every size, words, anything. */
const anyText = () =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength: 80 }),
    fc.integer().map(String),
    fc.double().map(String),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
    fc.constantFrom("", "0", "-1", "2147483648", "1e400", "NaN", "..", "%", "%00", "é", " "),
  );

/** English texts of zod and Hono that must never reach a customer. */
const ENGLISH =
  /\b(Invalid|Expected|Required|Too (big|small)|Unrecognized|Malformed|Not Found|Bad Request)\b/;

async function writtenRows(db: Parameters<typeof demoCatalogueIds>[0]) {
  const tables = {
    orders: schema.orders,
    lines: schema.orderLines,
    options: schema.orderLineOptions,
    mails: schema.outboxEmails,
    adds: schema.itemAdds,
    intents: schema.simulatedPaymentIntents,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe.each(TEST_ENGINES)("toute l'API publique face à n'importe quelle entrée (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let client = 0;
  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
  });
  afterAll(() => t.database.close());

  /**
   * Sends the request from a client of its own (rate limits stay out of the way) and checks the
   * answer: below 500, and a refusal is the envelope in French that wrote nothing.
   */
  async function expectSafe(method: string, path: string, body?: string) {
    const before = await writtenRows(t.database.db);
    const response = await t.api.request(path, {
      method,
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `198.51.${Math.floor(client / 250) % 250}.${client++ % 250}`,
      },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(500);
    if (response.status >= 400) {
      const answer = (await response.json()) as { status?: unknown; message?: unknown; code?: unknown };
      expect(answer.status).toBe("error");
      expect(typeof answer.code).toBe("string");
      expect(typeof answer.message).toBe("string");
      expect(String(answer.message).length).toBeGreaterThan(5);
      expect(String(answer.message)).not.toMatch(ENGLISH);
      expect(await writtenRows(t.database.db)).toEqual(before);
    }
    return response.status;
  }

  const bodies: [string, string][] = [
    ["POST", "/v2/public/checkout/"],
    ["PUT", "/v2/public/checkout/"],
    ["POST", "/v2/public/checkout/webhook"],
    ["POST", "/v2/public/checkout/stripe-customer"],
    ["POST", "/v2/public/checkout/stripe-payment-intent"],
    ["POST", "/v2/public/checkout/demo-card/confirm"],
    ["POST", "/v2/public/checkout/demo-card/authenticate"],
    ["POST", "/v2/recommendations"],
  ];
  it.each(bodies)("%s %s : n'importe quel corps", async (method, path) => {
    await fc.assert(
      fc.asyncProperty(anyBody(), async (body) => {
        await expectSafe(method, path, body);
      }),
      { numRuns: RUNS },
    );
  });

  const queries: [string, (value: string, other: string) => string][] = [
    ["une offre", (value) => `/v2/public/offers/${encodeURIComponent(value)}`],
    [
      "un article ajouté",
      (value, other) => `/v2/public/products/${encodeURIComponent(value)}?item=${encodeURIComponent(other)}`,
    ],
    ["une recherche d'adresse", (value) => `/v2/public/locations/?query=${encodeURIComponent(value)}`],
    ["une distance", (value) => `/v2/public/locations/distance?location=${encodeURIComponent(value)}`],
    ["les meilleures ventes", (value) => `/v2/recommendations/popular?limit=${encodeURIComponent(value)}`],
    [
      "une commande relue",
      (value, other) =>
        `/v2/public/checkout/orders/${encodeURIComponent(value)}?local_id=${encodeURIComponent(other)}`,
    ],
    ["une route inconnue", (value) => `/v2/public/${encodeURIComponent(value)}`],
  ];
  it.each(queries)("GET %s : n'importe quel identifiant ou paramètre", async (_what, pathOf) => {
    await fc.assert(
      fc.asyncProperty(anyText(), anyText(), async (value, other) => {
        await expectSafe("GET", pathOf(value, other));
      }),
      { numRuns: RUNS },
    );
  });

  it("les lectures publiques répondent à toute chaîne de requête", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/v2/public/settings", "/v2/public/menus", "/v2/public/offers"),
        anyText(),
        async (path, query) => {
          expect(
            await expectSafe("GET", `${path}?${encodeURIComponent(query)}=${encodeURIComponent(query)}`),
          ).toBe(200);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("une commande juste, passée de nouveau avec une clé quelconque : jamais de 500, rien d'écrit quand c'est refusé", async () => {
    const ids = await demoCatalogueIds(t.database.db);
    await fc.assert(
      fc.asyncProperty(anyText(), async (localId) => {
        const payload = orderPayload({ items: [ids.line("cola", 1)], local_id: localId });
        await expectSafe("POST", "/v2/public/checkout/", JSON.stringify(payload));
      }),
      { numRuns: RUNS },
    );
  });
});
