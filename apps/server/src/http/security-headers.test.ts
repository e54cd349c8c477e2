import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storefront } from "../app.ts";
import {
  demoCatalogueIds,
  demoPrices,
  jsonRequest,
  LUNCH_TUESDAY,
  orderPayload,
  twoColas,
} from "../testing/checkout-fixtures.ts";
import { openTestApi } from "../testing/test-api.ts";
import { API_POLICY, COMMON_SECURITY_HEADERS, pagePolicy } from "./security-headers.ts";

/** Stands for the React build: answers a page naming the nonce it was given. */
const seen: string[] = [];
const storefront: Storefront = {
  clientDir: "/nonexistent",
  async handle(_request, { nonce }) {
    seen.push(nonce);
    return new Response(`<script nonce="${nonce}">1</script>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  },
};

const policyOf = (response: Response) =>
  new Map(
    (response.headers.get("Content-Security-Policy") ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );

function expectCommonHeaders(response: Response) {
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  expect(policyOf(response).get("frame-ancestors")).toEqual(["'none'"]);
}

describe.each(TEST_ENGINES.slice(0, 1))("en-têtes de sécurité (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    t = await openTestApi(engine, { storefront });
  });
  afterAll(() => t.database.close());

  it.each([
    ["/v2/public/settings", 200],
    ["/v2/public/nowhere", 404],
    ["/v2/public/locations/?query=a", 400],
  ])("l'API (%s) ne laisse rien charger ni encadrer", async (path, status) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(status);
    expectCommonHeaders(response);
    expect(response.headers.get("Content-Security-Policy")).toBe(API_POLICY);
  });

  it("une lecture publique, préparée d'avance, porte les mêmes en-têtes de sécurité que toute autre réponse", async () => {
    const security = (response: Response) =>
      [...response.headers].filter(
        ([name]) => name in COMMON_SECURITY_HEADERS || name === "content-security-policy",
      );
    const prepared = await t.app.request("/v2/public/menus");
    const other = await t.app.request("/v2/public/nowhere");
    expect(security(prepared)).toHaveLength(Object.keys(COMMON_SECURITY_HEADERS).length + 1);
    expect(security(prepared)).toEqual(security(other));
    // A 304 leaves the policy the client keeps as it is.
    const again = await t.app.request("/v2/public/menus", {
      headers: { "If-None-Match": prepared.headers.get("ETag") ?? "" },
    });
    expect(again.status).toBe(304);
    expect(security(again)).toEqual(security(other).filter(([name]) => name !== "content-security-policy"));
  });

  it("une commande placée, réponse préparée, porte les mêmes en-têtes de sécurité, sans compression", async () => {
    t.setNow(LUNCH_TUESDAY);
    const colas = twoColas(await demoCatalogueIds(t.database.db), await demoPrices(t.database.db));
    const request = jsonRequest("POST", orderPayload(colas.fields));
    const placed = await t.app.request("/v2/public/checkout/", {
      ...request,
      headers: { ...request.headers, "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(placed.status).toBe(201);
    const security = (response: Response) =>
      [...response.headers].filter(
        ([name]) => name in COMMON_SECURITY_HEADERS || name === "content-security-policy",
      );
    expect(security(placed)).toEqual(security(await t.app.request("/v2/public/nowhere")));
    expect(placed.headers.get("Content-Security-Policy")).toBe(API_POLICY);
    expect(placed.headers.get("Content-Type")).toBe("application/json");
    expect(placed.headers.get("Content-Encoding")).toBeNull();
    expect(await placed.json()).toMatchObject({ status: "success" });
  });

  it("chaque page a sa politique, avec un nonce neuf à chaque requête, sans eval ni inline libre", async () => {
    const first = await t.app.request("/menu");
    const second = await t.app.request("/checkout");
    expectCommonHeaders(first);
    expectCommonHeaders(second);
    const [nonceA, nonceB] = seen.slice(-2);
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceA).not.toBe(nonceB);
    expect(await first.text()).toContain(`nonce="${nonceA}"`);
    const policy = policyOf(first);
    expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonceA}'`]);
    expect(policyOf(second).get("script-src")).toEqual(["'self'", `'nonce-${nonceB}'`]);
    for (const directive of ["default-src", "style-src", "img-src", "font-src", "connect-src"]) {
      expect(policy.get(directive), directive).toEqual(["'self'"]);
    }
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(first.headers.get("Content-Security-Policy")).not.toMatch(/unsafe-(eval|inline)/);
  });

  it("n'ouvre les origines de Stripe que lorsque Stripe encaisse", () => {
    const policy = pagePolicy({ nonce: "abc", stripe: true });
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://js.stripe.com");
    expect(policy).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    expect(pagePolicy({ nonce: "abc", stripe: false })).not.toContain("stripe");
  });

  it("n'autorise le style en ligne que par l'empreinte de la feuille du site", () => {
    const policy = pagePolicy({ nonce: "abc", stripe: false, styleHashes: ["sha256-AbC="] });
    expect(policy).toContain("style-src 'self' 'sha256-AbC='");
    expect(policy).not.toContain("unsafe-inline");
  });
});
