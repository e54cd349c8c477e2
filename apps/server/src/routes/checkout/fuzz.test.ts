import { TEST_ENGINES } from "@comptoir/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  demoCatalogueIds,
  demoPrices,
  jsonRequest,
  LUNCH_TUESDAY,
  orderPayload,
  orderTableCounts,
  twoColas,
} from "../../testing/checkout-fixtures.ts";
import { openTestApi } from "../../testing/test-api.ts";

const RUNS = 60;
/** Any JSON, its texts made of any UTF-16 code units (control characters, U+0000, lone surrogates). */
const anyJson = () => fc.jsonValue({ stringUnit: "binary" });

/** Replaces the value at one path of a JSON value (objects and arrays), or the whole value. */
function mutate(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0 || value === null || typeof value !== "object") return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    if (value.length === 0) return replacement;
    const index = Math.abs(Number(head)) % value.length;
    return value.map((item, i) => (i === index ? mutate(item, rest, replacement) : item));
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const key = keys[Math.abs(Number(head) || 0) % keys.length] as string;
  return { ...value, [key]: mutate((value as Record<string, unknown>)[key], rest, replacement) };
}

describe.each(TEST_ENGINES)("les appels de paiement face à n'importe quelle entrée (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let colas: ReturnType<typeof twoColas>;
  beforeAll(async () => {
    t = await openTestApi(engine);
    colas = twoColas(await demoCatalogueIds(t.database.db), await demoPrices(t.database.db));
    t.setNow(LUNCH_TUESDAY);
  });
  afterAll(() => t.database.close());

  const endpoints: [string, string][] = [
    ["POST", "/v2/public/checkout/"],
    ["PUT", "/v2/public/checkout/"],
    ["POST", "/v2/public/checkout/stripe-customer"],
    ["POST", "/v2/public/checkout/stripe-payment-intent"],
    ["POST", "/v2/public/checkout/demo-card/confirm"],
    ["POST", "/v2/public/checkout/demo-card/authenticate"],
    ["POST", "/v2/public/checkout/webhook"],
  ];

  it.each(endpoints)(
    "%s %s : jamais de 500, toujours l'enveloppe d'erreur en français",
    async (method, path) => {
      await fc.assert(
        fc.asyncProperty(anyJson(), async (body) => {
          const response = await t.api.request(path, jsonRequest(method, body));
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) {
            const answer = (await response.json()) as { status: string; message: string };
            expect(answer.status).toBe("error");
            expect(answer.message.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: RUNS },
      );
    },
  );

  it("une commande valable altérée en un point : jamais de 500, et rien d'enregistré quand elle est refusée", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.nat(20)), { maxLength: 4 }),
        anyJson(),
        async (path, replacement) => {
          const valid = orderPayload(colas.fields);
          const altered = mutate(valid, path, replacement);
          const before = await orderTableCounts(t.database.db);
          const response = await t.api.request("/v2/public/checkout/", jsonRequest("POST", altered));
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(await orderTableCounts(t.database.db)).toEqual(before);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
