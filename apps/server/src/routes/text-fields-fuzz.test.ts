import { orderPayloadSchema } from "@comptoir/contracts";
import { DEMO_RESTAURANT_FILE, readRestaurantFile, schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../testing/accounts.ts";
import {
  demoCatalogueIds,
  demoPrices,
  LUNCH_TUESDAY,
  orderPayload,
  twoColas,
} from "../testing/checkout-fixtures.ts";
import { createStaffMember, customerToken, STAFF_TEST_PASSWORD, staffBearer } from "../testing/staff.ts";
import { openTestApi } from "../testing/test-api.ts";

/**
 * Every route of the API (public and staff, every method and path family), and every text field of
 * its body, query or path, given a NUL or another control character in an otherwise valid request:
 * a 4xx in the French envelope, never a 500 (PostgreSQL refuses U+0000 in a text), and nothing
 * written. A multi-line note may hold a tab or a line break; nothing else holds any control
 * character (ADR 021).
 */
const RUNS = 4;

/** Refused in every text: U+0000, other C0 controls, DEL. */
const REFUSED_EVERYWHERE = ["\u0000", "\u0001", "\u0008", "\u000b", "\u001b", "\u001f", "\u007f"];
/** Refused in a one-line text only. */
const REFUSED_IN_ONE_LINE = ["\t", "\n", "\r"];

const ENGLISH =
  /\b(Invalid|Expected|Required|Too (big|small)|Unrecognized|Malformed|Not Found|Bad Request)\b/;

/**
 * A text with the character put inside it: not at either end, where a field that trims its spaces
 * would trim a tab or a line break away like a space (and store nothing wrong).
 */
const spoiled = (text: string, characters: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...characters),
      fc.integer({ min: Math.min(1, text.length), max: Math.max(1, text.length - 1) }),
    )
    .map(([character, at]) => `${text.slice(0, at)}${character}${text.slice(at)}`);

/** Sets the text at a dotted path of a copy of the body ("customer.location.address", "items.0.note"). */
function withText(body: unknown, path: string, text: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split(".");
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1) as string] = text;
  return copy;
}

function textAt(body: unknown, path: string): string {
  let at = body as Record<string, unknown>;
  for (const key of path.split(".")) at = at[key] as Record<string, unknown>;
  return String(at ?? "");
}

interface RouteCase {
  method: string;
  /** The path, given the texts of its path and query fields. */
  path: (texts: Record<string, string>) => string;
  /** Valid texts of the path and the query. */
  texts?: Record<string, string>;
  body?: unknown;
  /** Text fields of the body, dotted. */
  bodyFields?: string[];
  /** Multi-line fields (body or texts): a tab or a line break is allowed there. */
  multiline?: string[];
  auth?: "customer" | "staff";
  /**
   * The refusal when it is not the validators' 400 `invalid_input`: a staff token is looked up, not
   * validated, and a wrong one is no session (401).
   */
  refusal?: { status: number; code: string };
}

describe.each(TEST_ENGINES)(
  "chaque champ texte de chaque route, avec NUL ou un caractère de contrôle (%s)",
  (engine) => {
    let t: Awaited<ReturnType<typeof openTestApi>>;
    let client = 0;
    let customer: string;
    let staff: string;
    let order: { id: number; localId: string };
    const cases: [string, RouteCase][] = [];

    beforeAll(async () => {
      t = await openTestApi(engine);
      t.setNow(LUNCH_TUESDAY);
      customer = await customerToken(t.database.db, t.clock());
      staff = (await createStaffMember(t.database.db, { role: "owner", now: t.clock() })).token;
      const ids = await demoCatalogueIds(t.database.db);
      const placed = orderPayload(twoColas(ids, await demoPrices(t.database.db)).fields);
      const answer = await t.json("/v2/public/checkout/", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.1" },
        body: JSON.stringify(placed),
      });
      expect(answer.response.status).toBe(201);
      order = { id: (answer.body.payload as { order_id: number }).order_id, localId: placed.local_id };
    });
    afterAll(() => t.database.close());

    async function written() {
      const tables = {
        users: schema.users,
        sessions: schema.sessions,
        codes: schema.oneTimeCodes,
        orders: schema.orders,
        lines: schema.orderLines,
        events: schema.orderEvents,
        mails: schema.outboxEmails,
        adds: schema.itemAdds,
        intents: schema.simulatedPaymentIntents,
        staff: schema.staffMembers,
        staffSessions: schema.staffSessions,
        draft: schema.catalogueDraftThings,
        audit: schema.auditEntries,
      };
      const counts: Record<string, unknown> = {};
      for (const [name, table] of Object.entries(tables)) {
        const [row] = await t.database.db.select({ n: count() }).from(table);
        counts[name] = row?.n ?? 0;
      }
      counts.settings = JSON.stringify(await t.database.db.select().from(schema.settings));
      counts.profiles = JSON.stringify(
        await t.database.db.select().from(schema.users).orderBy(schema.users.id),
      );
      return counts;
    }

    async function expectRefused(route: RouteCase, texts: Record<string, string>, body: unknown) {
      const before = await written();
      const token = route.auth === "customer" ? customer : route.auth === "staff" ? staff : null;
      const path = route.path(texts);
      const response = await t.api.request(path, {
        method: route.method,
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": `198.18.${Math.floor(client / 250) % 250}.${client++ % 250}`,
          ...(token ? staffBearer(token) : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const what = `${route.method} ${path} ${JSON.stringify(body)}`;
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
      const answer = (await response.json()) as { status?: unknown; message?: unknown; code?: unknown };
      expect(answer.status).toBe("error");
      expect(typeof answer.code).toBe("string");
      expect(String(answer.message).length).toBeGreaterThan(5);
      expect(String(answer.message)).not.toMatch(ENGLISH);
      expect(await written(), what).toEqual(before);
    }

    const q = encodeURIComponent;
    const valid = newCustomer("valide");
    const address = { address: "12 Rue de Marseille", city: "Lyon", postal_code: "69007", country: "France" };
    cases.push(
      [
        "l'inscription",
        {
          method: "POST",
          path: () => "/v2/public/auth/signup/",
          body: valid,
          bodyFields: ["first_name", "last_name", "phone", "email", "password"],
        },
      ],
      [
        "la connexion",
        {
          method: "POST",
          path: () => "/v2/public/auth/login/",
          body: { email: valid.email, password: valid.password },
          bodyFields: ["email", "password"],
        },
      ],
      [
        "l'envoi d'un code",
        {
          method: "GET",
          path: (x) => `/v2/public/auth/send-otp/?email=${q(x.email as string)}`,
          texts: { email: valid.email },
        },
      ],
      [
        "la vérification d'un code",
        {
          method: "GET",
          path: (x) => `/v2/public/auth/verify-otp/?email=${q(x.email as string)}&otp=${q(x.otp as string)}`,
          texts: { email: valid.email, otp: "123456" },
        },
      ],
      [
        "la vérification d'un code avec le mot de passe de l'inscription",
        {
          method: "POST",
          path: () => "/v2/public/auth/verify-otp/",
          body: { email: valid.email, otp: "123456", password: valid.password },
          bodyFields: ["email", "otp", "password"],
        },
      ],
      [
        "la réinitialisation du mot de passe",
        {
          method: "POST",
          path: () => "/v2/public/auth/reset-password/",
          body: { email: valid.email, otp: "123456", password: "nouveau-mot-de-passe" },
          bodyFields: ["email", "otp", "password"],
        },
      ],
      [
        "la mise à jour du profil",
        {
          method: "PATCH",
          path: () => "/v2/public/auth/update-profile",
          auth: "customer",
          body: { first_name: "Camille", last_name: "Martin", phone: "06 12 34 56 78", address },
          bodyFields: [
            "first_name",
            "last_name",
            "phone",
            "address.address",
            "address.city",
            "address.postal_code",
            "address.country",
          ],
        },
      ],
      [
        "le changement de mot de passe",
        {
          method: "POST",
          path: () => "/v2/public/auth/change-password/",
          auth: "customer",
          body: { current_password: STAFF_TEST_PASSWORD, password: "nouveau-mot-de-passe" },
          bodyFields: ["current_password", "password"],
        },
      ],
      [
        "la suppression du compte",
        {
          method: "DELETE",
          path: () => "/v2/public/auth/delete-profile/",
          auth: "customer",
          body: { token: "jeton", password: STAFF_TEST_PASSWORD },
          bodyFields: ["token", "password"],
        },
      ],
      [
        "les commandes du compte",
        {
          method: "GET",
          auth: "customer",
          path: (x) => `/v2/public/auth/orders?page=${q(x.page as string)}&limit=${q(x.limit as string)}`,
          texts: { page: "1", limit: "20" },
        },
      ],
      [
        "une offre par son code",
        {
          method: "GET",
          path: (x) => `/v2/public/offers/${q(x.coupon as string)}`,
          texts: { coupon: "BIENVENUE5" },
        },
      ],
      [
        "un article ajouté",
        {
          method: "GET",
          path: (x) => `/v2/public/products/${q(x.menu as string)}?item=${q(x.item as string)}`,
          texts: { menu: "1", item: "1" },
        },
      ],
      [
        "une recherche d'adresse",
        {
          method: "GET",
          path: (x) => `/v2/public/locations/?query=${q(x.query as string)}`,
          texts: { query: "12 rue" },
        },
      ],
      [
        "une distance",
        {
          method: "GET",
          path: (x) => `/v2/public/locations/distance?location=${q(x.location as string)}`,
          texts: { location: "12 Rue de Marseille, Lyon" },
        },
      ],
      [
        "les meilleures ventes",
        {
          method: "GET",
          path: (x) => `/v2/recommendations/popular?limit=${q(x.limit as string)}`,
          texts: { limit: "5" },
        },
      ],
      [
        "le paiement d'une commande",
        {
          method: "PUT",
          path: () => "/v2/public/checkout/",
          get body() {
            return {
              order_id: order.id,
              local_id: order.localId,
              status: "pending",
              transaction_id: { client_secret: "secret", customer_id: "cus_1", payment_intent_id: "pi_1" },
            };
          },
          bodyFields: [
            "transaction_id.client_secret",
            "transaction_id.customer_id",
            "transaction_id.payment_intent_id",
          ],
        },
      ],
      [
        "un client du fournisseur de carte",
        {
          method: "POST",
          path: () => "/v2/public/checkout/stripe-customer",
          body: { email: valid.email, name: "Camille Martin", phone: "06 12 34 56 78" },
          bodyFields: ["email", "name", "phone"],
        },
      ],
      [
        "une intention de paiement",
        {
          method: "POST",
          path: () => "/v2/public/checkout/stripe-payment-intent",
          body: { customer_id: "cus_demo", amount: 12, payment_intent_id: "pi_demo" },
          bodyFields: ["customer_id", "payment_intent_id"],
        },
      ],
      [
        "une carte de démonstration",
        {
          method: "POST",
          path: () => "/v2/public/checkout/demo-card/confirm",
          body: {
            payment_intent_id: "pi_demo",
            client_secret: "pi_demo_secret",
            card_number: "4242 4242 4242 4242",
            expiry: "12/30",
            cvc: "123",
          },
          bodyFields: ["payment_intent_id", "client_secret", "card_number", "expiry", "cvc"],
        },
      ],
      [
        "l'authentification d'une carte de démonstration",
        {
          method: "POST",
          path: () => "/v2/public/checkout/demo-card/authenticate",
          body: { payment_intent_id: "pi_demo", client_secret: "pi_demo_secret", approve: true },
          bodyFields: ["payment_intent_id", "client_secret"],
        },
      ],
      [
        "une commande relue",
        {
          method: "GET",
          path: (x) => `/v2/public/checkout/orders/${q(x.id as string)}?local_id=${q(x.local_id as string)}`,
          get texts() {
            return { id: String(order.id), local_id: order.localId };
          },
        },
      ],
      [
        "le suivi d'une commande",
        {
          method: "GET",
          path: (x) =>
            `/v2/public/checkout/orders/${q(x.id as string)}/events?local_id=${q(x.local_id as string)}`,
          get texts() {
            return { id: String(order.id), local_id: order.localId };
          },
        },
      ],
      [
        "la connexion de l'équipe",
        {
          method: "POST",
          path: () => "/v2/staff/auth/login",
          body: { email: "chef@exemple.fr", password: STAFF_TEST_PASSWORD },
          bodyFields: ["email", "password"],
        },
      ],
      [
        "un membre de l'équipe",
        {
          method: "POST",
          path: () => "/v2/staff/team",
          auth: "staff",
          body: { email: "commis@exemple.fr", name: "Sam", password: "piment-et-cumin", role: "staff" },
          bodyFields: ["email", "name", "password", "role"],
        },
      ],
      [
        "le départ d'un membre",
        {
          method: "DELETE",
          auth: "staff",
          path: (x) => `/v2/staff/team/${q(x.id as string)}`,
          texts: { id: "999" },
        },
      ],
      [
        "une commande du tableau",
        {
          method: "GET",
          auth: "staff",
          path: (x) => `/v2/staff/orders/${q(x.id as string)}`,
          get texts() {
            return { id: String(order.id) };
          },
        },
      ],
      [
        "une action sur une commande",
        {
          method: "POST",
          auth: "staff",
          path: (x) => `/v2/staff/orders/${q(x.id as string)}/actions`,
          get texts() {
            return { id: String(order.id) };
          },
          body: { action: "refuse", reason: "Plus de pâte à pizza" },
          bodyFields: ["action", "reason"],
          multiline: ["reason"],
        },
      ],
      [
        "la correction d'un encaissement",
        {
          method: "POST",
          auth: "staff",
          path: (x) => `/v2/staff/orders/${q(x.id as string)}/cash`,
          get texts() {
            return { id: String(order.id) };
          },
          body: { amount: 100, corrects: 1 },
        },
      ],
      [
        "une pause",
        {
          method: "PUT",
          auth: "staff",
          path: () => "/v2/staff/pause",
          body: { scope: "ordering", until: "2026-11-24T13:00:00Z", reason: "Coupure de gaz" },
          bodyFields: ["scope", "until", "reason"],
          multiline: ["reason"],
        },
      ],
      [
        "la disponibilité d'un article",
        {
          method: "PUT",
          auth: "staff",
          path: (x) => `/v2/staff/availability/items/${q(x.id as string)}`,
          texts: { id: "1" },
          body: { state: "sold_out" },
          bodyFields: ["state"],
        },
      ],
      [
        "la disponibilité d'un choix",
        {
          method: "PUT",
          auth: "staff",
          path: (x) => `/v2/staff/availability/choices/${q(x.id as string)}`,
          texts: { id: "1" },
          body: { state: "sold_out" },
          bodyFields: ["state"],
        },
      ],
      [
        "une publication de la carte, programmée",
        {
          method: "POST",
          auth: "staff",
          path: () => "/v2/staff/catalogue/publish",
          body: { confirm_warnings: true, at: "2026-11-25T09:00:00Z" },
          bodyFields: ["at"],
        },
      ],
      [
        "une version de la carte",
        {
          method: "GET",
          auth: "staff",
          path: (x) => `/v2/staff/catalogue/versions/${q(x.id as string)}`,
          texts: { id: "1" },
        },
      ],
      [
        "la restauration d'une version de la carte",
        {
          method: "POST",
          auth: "staff",
          path: (x) => `/v2/staff/catalogue/versions/${q(x.id as string)}/restore`,
          texts: { id: "1" },
        },
      ],
      [
        "l'annulation d'une publication programmée",
        {
          method: "DELETE",
          auth: "staff",
          path: (x) => `/v2/staff/catalogue/scheduled/${q(x.id as string)}`,
          texts: { id: "999" },
        },
      ],
      [
        "le mot de passe retapé",
        {
          method: "POST",
          auth: "staff",
          path: () => "/v2/staff/auth/confirm",
          body: { password: STAFF_TEST_PASSWORD },
          bodyFields: ["password"],
        },
      ],
      [
        "son propre mot de passe, changé",
        {
          method: "POST",
          auth: "staff",
          path: () => "/v2/staff/auth/password",
          body: { current_password: STAFF_TEST_PASSWORD, password: "nouveau-mot-de-passe" },
          bodyFields: ["current_password", "password"],
        },
      ],
      [
        "l'enregistrement d'un plat du brouillon",
        {
          method: "PUT",
          auth: "staff",
          path: (x) => `/v2/staff/catalogue/draft/things/${q(x.ref as string)}`,
          texts: { ref: "item:cola" },
          body: { revision: 1, value: { name: "Cola", description: "Bien frais", category: "boissons" } },
          bodyFields: ["value.name", "value.description", "value.category"],
          multiline: ["description"],
        },
      ],
      [
        "la suppression d'une chose du brouillon",
        {
          method: "DELETE",
          auth: "staff",
          path: (x) =>
            `/v2/staff/catalogue/draft/things/${q(x.ref as string)}?revision=${q(x.revision as string)}`,
          texts: { ref: "item:cola", revision: "1" },
        },
      ],
      [
        "un nouvel ordre dans le brouillon",
        {
          method: "POST",
          auth: "staff",
          path: () => "/v2/staff/catalogue/draft/order",
          body: { parent: "menu:soir", keys: ["burgers"] },
          bodyFields: ["parent", "keys.0"],
        },
      ],
      [
        "un changement de plusieurs plats",
        {
          method: "POST",
          auth: "staff",
          path: () => "/v2/staff/catalogue/draft/bulk",
          body: { action: "attach_group", group: "sauce", items: ["cola"] },
          bodyFields: ["action", "group", "items.0"],
        },
      ],
      [
        "l'import d'un fichier du restaurant",
        {
          method: "POST",
          auth: "staff",
          path: () => "/v2/staff/catalogue/import",
          body: readRestaurantFile(DEMO_RESTAURANT_FILE),
          bodyFields: ["menus.0.name", "menus.0.categories.0.items.0.name", "offers.0.code"],
        },
      ],
      [
        "le journal",
        {
          method: "GET",
          auth: "staff",
          path: (x) =>
            `/v2/staff/audit?subject=${q(x.subject as string)}&action=${q(x.action as string)}&staff=${q(x.staff as string)}&before=${q(x.before as string)}`,
          texts: { subject: "item:cola", action: "draft.", staff: "1", before: "5" },
        },
      ],
      [
        "le cadrage d'une photo",
        {
          method: "POST",
          auth: "staff",
          path: (x) => `/v2/staff/photos/${q(x.id as string)}/framings`,
          texts: { id: "a".repeat(64) },
          body: { kind: "dish", crop: { x: 0, y: 0, width: 1, height: 0.75 } },
          bodyFields: ["kind"],
        },
      ],
      [
        "l'état d'un cadrage",
        {
          method: "GET",
          auth: "staff",
          path: (x) => `/v2/staff/photos/framings/${q(x.key as string)}`,
          texts: { key: "0123456789abcdef0123" },
        },
      ],
      [
        "l'original d'une photo",
        {
          method: "GET",
          auth: "staff",
          path: (x) => `/v2/staff/photos/${q(x.id as string)}/original`,
          texts: { id: "0".repeat(64) },
        },
      ],
      [
        "l'heure annoncée par la cuisine",
        {
          method: "POST",
          path: () => "/v2/public/kitchen/quote",
          body: { mode: "pickup", date: "2026-11-24", lines: [] },
          bodyFields: ["mode", "date"],
        },
      ],
      [
        "le coup de feu",
        {
          method: "PUT",
          auth: "staff",
          path: () => "/v2/staff/kitchen/rush",
          body: { extra_minutes: 10, close: false, until: "2026-11-24T11:30:00Z" },
          bodyFields: ["until"],
        },
      ],
      [
        "le rapport d'une journée",
        {
          method: "GET",
          auth: "staff",
          path: (x) => `/v2/staff/reports/day?date=${q(x.date as string)}`,
          texts: { date: "2026-11-24" },
        },
      ],
      [
        "le rapport d'une période",
        {
          method: "GET",
          auth: "staff",
          path: (x) => `/v2/staff/reports/period?from=${q(x.from as string)}&to=${q(x.to as string)}`,
          texts: { from: "2026-11-23", to: "2026-11-24" },
        },
      ],
      [
        "un export d'une période",
        {
          method: "GET",
          auth: "staff",
          path: (x) =>
            `/v2/staff/reports/exports/${q(x.file as string)}?from=${q(x.from as string)}&to=${q(x.to as string)}`,
          texts: { file: "orders.csv", from: "2026-11-23", to: "2026-11-24" },
        },
      ],
      [
        "l'archive d'une période close",
        {
          method: "GET",
          auth: "staff",
          path: (x) => `/v2/staff/journal/archives/${q(x.closes as string)}`,
          texts: { closes: "day:2026-11-24" },
        },
      ],
      [
        "le flux du tableau",
        {
          method: "GET",
          path: (x) => `/v2/staff/events?token=${q(x.token as string)}`,
          get texts() {
            return { token: staff };
          },
        },
      ],
    );

    /**
     * The routes that take no text: no body, or one of booleans and numbers only (read by their
     * schemas, which refuse a text there); the webhook's body is the provider's, signed, and checked
     * whole by api-fuzz.test.ts; a photo's body is its file, checked by its content
     * (staff/photos.test.ts).
     */
    const WITHOUT_TEXT = new Set([
      "GET /v2/public/settings",
      "GET /v2/public/menus",
      "GET /v2/public/offers",
      "GET /v2/public/events",
      "POST /v2/recommendations",
      "POST /v2/public/checkout/webhook",
      "POST /v2/public/auth/logout",
      "GET /v2/public/auth/profile",
      "POST /v2/staff/auth/logout",
      "GET /v2/staff/auth/me",
      "GET /v2/staff/team",
      "GET /v2/staff/orders",
      "GET /v2/staff/kitchen",
      "PUT /v2/staff/kitchen",
      "GET /v2/staff/kitchen/load",
      "GET /v2/staff/availability",
      "GET /v2/staff/catalogue/draft",
      "GET /v2/staff/catalogue/draft/review",
      "POST /v2/staff/catalogue/draft/discard",
      "GET /v2/staff/catalogue/versions",
      "GET /v2/staff/catalogue/scheduled",
      "GET /v2/staff/catalogue/export",
      "GET /v2/staff/journal",
      "POST /v2/staff/photos",
    ]);

    it("couvre chaque route de l'API : une nouvelle route prend place ici ou dans la liste des routes sans texte", () => {
      const covered = [
        ...cases.map(([, route]) => ({ method: route.method, path: route.path(route.texts ?? {}) })),
        { method: "POST", path: "/v2/public/checkout/" },
      ].map(({ method, path }) => ({ method, path: path.split("?")[0] ?? path }));
      const routes = t.api.routes
        .filter((route) => route.method !== "ALL" && route.path.startsWith("/v2/"))
        .map((route) => `${route.method} ${route.path}`);
      const uncovered = [...new Set(routes)].filter((route) => {
        if (WITHOUT_TEXT.has(route)) return false;
        const [method, pattern = ""] = route.split(" ");
        const matches = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`);
        return !covered.some((known) => known.method === method && matches.test(known.path));
      });
      expect(uncovered).toEqual([]);
    });

    it("refuse un prénom « A\\u0000B » à l'inscription (400, rien d'écrit)", async () => {
      await expectRefused(
        { method: "POST", path: () => "/v2/public/auth/signup/" },
        {},
        { ...newCustomer(`nul-${engine}`), first_name: "A\u0000B" },
      );
    });

    it("refuse une adresse avec NUL à la mise à jour du profil (400, rien d'écrit)", async () => {
      await expectRefused(
        { method: "PATCH", path: () => "/v2/public/auth/update-profile", auth: "customer" },
        {},
        {
          first_name: "Camille",
          last_name: "Martin",
          phone: "06 12 34 56 78",
          address: { ...address, address: "12 Rue\u0000 de Marseille" },
        },
      );
    });

    it("passer une commande : chaque champ texte, la note d'une ligne comprise", async () => {
      const ids = await demoCatalogueIds(t.database.db);
      const colas = twoColas(ids, await demoPrices(t.database.db)).fields;
      const body = orderPayload({
        ...colas,
        items: [{ ...ids.line("cola", 2), note: "Sans glaçons" }],
        coupon: "BIENVENUE5",
        transaction_id: { client_secret: "secret", customer_id: "cus_1", payment_intent_id: "pi_1" },
        customer: {
          ...orderPayload({ items: [] }).customer,
          location: address,
          date: { delivery_date: "2026-11-24", delivery_time_range: "12:30 - 12:45" },
        },
      });
      // Valid but for the character put in: the refusal is the character's.
      expect(orderPayloadSchema.safeParse(body).error).toBeUndefined();
      const fields = [
        "local_id",
        "coupon",
        "customer.first_name",
        "customer.last_name",
        "customer.email",
        "customer.phone",
        "customer.location.address",
        "customer.location.city",
        "customer.location.postal_code",
        "customer.location.country",
        "customer.date.delivery_date",
        "customer.date.delivery_time_range",
        "transaction_id.client_secret",
        "transaction_id.customer_id",
        "transaction_id.payment_intent_id",
        "items.0.note",
      ];
      for (const field of fields) {
        const characters =
          field === "items.0.note" ? REFUSED_EVERYWHERE : [...REFUSED_EVERYWHERE, ...REFUSED_IN_ONE_LINE];
        await fc.assert(
          fc.asyncProperty(spoiled(textAt(body, field), characters), async (text) => {
            await expectRefused(
              { method: "POST", path: () => "/v2/public/checkout/" },
              {},
              withText(body, field, text),
            );
          }),
          { numRuns: RUNS },
        );
      }
    });

    it("chaque autre route, publique ou de l'équipe : chaque champ du corps, de la requête et du chemin", async () => {
      for (const [, route] of cases) {
        const texts = route.texts ?? {};
        const body = route.body;
        const fields: [string, "text" | "body"][] = [
          ...Object.keys(texts).map((name) => [name, "text"] as [string, "text"]),
          ...(route.bodyFields ?? []).map((name) => [name, "body"] as [string, "body"]),
        ];
        for (const [field, where] of fields) {
          const original = where === "text" ? (texts[field] as string) : textAt(body, field);
          const characters = route.multiline?.includes(field)
            ? REFUSED_EVERYWHERE
            : [...REFUSED_EVERYWHERE, ...REFUSED_IN_ONE_LINE];
          await fc.assert(
            fc.asyncProperty(spoiled(original, characters), async (text) => {
              if (where === "text") await expectRefused(route, { ...texts, [field]: text }, body);
              else await expectRefused(route, texts, withText(body, field, text));
            }),
            { numRuns: RUNS },
          );
        }
      }
    });
  },
);
