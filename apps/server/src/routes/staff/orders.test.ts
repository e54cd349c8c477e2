import { boardOrderSchema, boardStateSchema, orderViewSchema, STAFF_ERROR_CODES } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lastCodeSentTo, lastMailTo, newCustomer } from "../../testing/accounts.ts";
import { boardFixtures } from "../../testing/board-fixtures.ts";
import { LUNCH_TUESDAY } from "../../testing/checkout-fixtures.ts";
import { createStaffMember } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

const CUSTOMER = "camille.martin@example.fr";

describe.each(TEST_ENGINES)("le tableau des commandes /v2/staff/orders (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let shop: Awaited<ReturnType<typeof boardFixtures>>;
  let staffToken: string;
  let ownerToken: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    shop = await boardFixtures(t);
    staffToken = (await createStaffMember(t.database.db, { role: "staff", name: "Karim", now: t.clock() }))
      .token;
    ownerToken = (await createStaffMember(t.database.db, { role: "owner", name: "Nadia", now: t.clock() }))
      .token;
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  /** A customer's live session: signed up and verified by the code of their mail. */
  async function customerSessionToken(): Promise<string> {
    const email = `client-du-tableau-${engine}@example.fr`;
    const headers = { "Content-Type": "application/json", "X-Forwarded-For": "10.99.0.1" };
    const signup = await t.json("/v2/public/auth/signup/", {
      method: "POST",
      headers,
      body: JSON.stringify({ ...newCustomer("x"), email }),
    });
    expect(signup.response.status).toBe(202);
    const code = await lastCodeSentTo(t.database.db, email);
    const verified = await t.json(
      `/v2/public/auth/verify-otp/?email=${encodeURIComponent(email)}&otp=${code}`,
      {
        headers,
      },
    );
    const token = (verified.body.payload as { token: string }).token;
    expect(token).toBeTruthy();
    return token;
  }

  const act = (orderId: number, body: unknown, token = staffToken) =>
    shop.staff(token, "POST", `/v2/staff/orders/${orderId}/actions`, body);

  describe("qui peut lire et agir", () => {
    it("refuse sans jeton, avec le jeton d'un client, et un réglage du gérant à l'équipe", async () => {
      const { orderId } = await shop.cashOrder();
      const customerToken = await customerSessionToken();
      const calls: [string, string, unknown?][] = [
        ["GET", "/v2/staff/orders"],
        ["GET", `/v2/staff/orders/${orderId}`],
        ["POST", `/v2/staff/orders/${orderId}/actions`, { action: "accept" }],
        ["GET", "/v2/staff/kitchen"],
        ["PUT", "/v2/staff/kitchen", { auto_accept: true }],
        ["GET", "/v2/staff/events"],
      ];
      for (const [method, path, body] of calls) {
        const anonymous = await t.json(path, {
          method,
          headers: { "Content-Type": "application/json" },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        expect(anonymous.response.status, `${method} ${path}`).toBe(401);
        expect(anonymous.body.code).toBe(STAFF_ERROR_CODES.staffUnauthorized);
        const customer = await shop.staff(customerToken, method, path, body);
        expect(customer.response.status, `${method} ${path} (client)`).toBe(401);
      }
      const staffOnOwner = await shop.staff(staffToken, "PUT", "/v2/staff/kitchen", { auto_accept: true });
      expect(staffOnOwner.response.status).toBe(403);
      expect(staffOnOwner.body.code).toBe(STAFF_ERROR_CODES.ownerOnly);
      expect((await shop.storedOrder(orderId)).progress).toBe("placed");
      const read = await shop.staff(staffToken, "GET", "/v2/staff/kitchen");
      expect(read.body.payload).toEqual({ auto_accept: false });
    });

    it("répond en français, sans 500, à un identifiant, une action ou une heure invalides", async () => {
      const { orderId } = await shop.cashOrder();
      for (const [path, body] of [
        ["/v2/staff/orders/abc/actions", { action: "accept" }],
        [`/v2/staff/orders/${orderId}/actions`, { action: "flamber" }],
        [`/v2/staff/orders/${orderId}/actions`, { action: "accept", ready_at: "midi" }],
        [`/v2/staff/orders/${orderId}/actions`, { action: "refuse" }],
        [`/v2/staff/orders/${orderId}/actions`, { action: "refuse", reason: "   " }],
        [`/v2/staff/orders/${orderId}/actions`, { action: "accept", ready_at: "2026-11-24T09:00:00Z" }],
        [
          `/v2/staff/orders/${orderId}/actions`,
          { action: "refuse", reason: "x", ready_at: "2026-11-24T12:00:00Z" },
        ],
      ] as const) {
        const { response, body: answer } = await shop.staff(staffToken, "POST", path, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(String(answer.message)).toMatch(/[a-zé]/);
      }
      expect((await shop.storedOrder(orderId)).progress).toBe("placed");
      expect((await shop.staff(staffToken, "GET", "/v2/staff/orders/99999")).response.status).toBe(404);
    });
  });

  describe("ce qui arrive au tableau", () => {
    it("montre une commande en espèces dès qu'elle est passée, et une commande par carte une fois payée seulement", async () => {
      const cash = await shop.cashOrder();
      const unpaid = await shop.cardOrder({ paid: false, confirmed: false });
      const paid = await shop.cardOrder({ paid: true, confirmed: true });
      const { response, body } = await shop.staff(staffToken, "GET", "/v2/staff/orders");
      expect(response.status).toBe(200);
      const state = boardStateSchema.parse(body.payload);
      const ids = state.orders.map((order) => order.id);
      expect(ids).toContain(cash.orderId);
      expect(ids).toContain(paid.orderId);
      expect(ids).not.toContain(unpaid.orderId);
      expect(ids.indexOf(cash.orderId)).toBeLessThan(ids.indexOf(paid.orderId));
      const cashView = state.orders.find((order) => order.id === cash.orderId);
      expect(cashView).toMatchObject({
        progress: "placed",
        actions: ["accept", "refuse"],
        payment_method: "cash",
        paid: false,
        to_collect: shop.colas.total / 100,
        history: [{ progress: "placed", by: null }],
      });
      expect(state.orders.find((order) => order.id === paid.orderId)).toMatchObject({
        paid: true,
        to_collect: 0,
      });
      expect(
        (await shop.staff(staffToken, "GET", `/v2/staff/orders/${unpaid.orderId}`)).response.status,
      ).toBe(404);
    });

    it("garde les commandes terminées du jour, pas celles des jours passés", async () => {
      t.setNow("2026-11-24T10:30:00Z");
      const { orderId } = await shop.cashOrder();
      await act(orderId, { action: "refuse", reason: "Plus de frites" });
      const today = boardStateSchema.parse(
        (await shop.staff(staffToken, "GET", "/v2/staff/orders")).body.payload,
      );
      expect(today.orders.find((order) => order.id === orderId)?.progress).toBe("refused");
      // 02:00 in Paris: the next day already, within the board's session of 16 hours.
      t.setNow("2026-11-25T01:00:00Z");
      const tomorrow = boardStateSchema.parse(
        (await shop.staff(staffToken, "GET", "/v2/staff/orders")).body.payload,
      );
      expect(tomorrow.orders.map((order) => order.id)).not.toContain(orderId);
    });
  });

  describe("le parcours d'une commande", () => {
    it("accepte à l'heure promise, prépare, sert et termine, chaque étape datée et signée", async () => {
      const { orderId, localId } = await shop.cashOrder();
      const placed = await shop.storedOrder(orderId);
      const accepted = await act(orderId, { action: "accept" });
      expect(accepted.response.status).toBe(200);
      const view = boardOrderSchema.parse(accepted.body.payload);
      expect(view).toMatchObject({ progress: "accepted", promised_at: placed.readyAt.toISOString() });
      expect(view.actions).toEqual(["start_preparing", "mark_ready", "cancel"]);
      expect(view.history.map((event) => [event.progress, event.by])).toEqual([
        ["placed", null],
        ["accepted", "Karim"],
      ]);
      const acceptedMail = await lastMailTo(t.database.db, CUSTOMER);
      expect(acceptedMail?.subject).toMatch(/acceptée/);
      expect(acceptedMail?.textBody).toMatch(/prête à emporter mardi 24 novembre vers \d{2}:\d{2}/);

      expect((await act(orderId, { action: "start_preparing" })).response.status).toBe(200);
      expect((await act(orderId, { action: "send_out" })).response.status).toBe(409);
      expect((await act(orderId, { action: "mark_ready" })).response.status).toBe(200);
      const readyMail = await lastMailTo(t.database.db, CUSTOMER);
      expect(readyMail?.subject).toMatch(/est prête/);
      expect(readyMail?.textBody).toMatch(/À régler en espèces au retrait/);
      const done = boardOrderSchema.parse(
        (await act(orderId, { action: "complete", amount: shop.colas.total })).body.payload,
      );
      expect(done.progress).toBe("completed");
      expect(done.actions).toEqual([]);
      expect(done.history.map((event) => event.progress)).toEqual([
        "placed",
        "accepted",
        "preparing",
        "ready",
        "completed",
      ]);
      const finished = await act(orderId, { action: "cancel", reason: "trop tard" });
      expect(finished.response.status).toBe(409);
      expect(finished.body.code).toBe(STAFF_ERROR_CODES.actionNotAllowed);
      expect(String(finished.body.message)).toMatch(/terminée/);

      // The customer reads the state and the promise, never who tapped.
      const customerView = await t.json(`/v2/public/checkout/orders/${orderId}?local_id=${localId}`);
      expect(orderViewSchema.parse(customerView.body.payload)).toMatchObject({
        progress: "completed",
        promised_at: placed.readyAt.toISOString(),
        progress_reason: null,
      });
    });

    it("promet l'heure choisie par la cuisine", async () => {
      const { orderId, localId } = await shop.cashOrder();
      const later = new Date(t.clock().getTime() + 40 * 60_000).toISOString();
      const view = boardOrderSchema.parse(
        (await act(orderId, { action: "accept", ready_at: later })).body.payload,
      );
      expect(view.promised_at).toBe(later);
      expect(view.history.at(-1)?.ready_at).toBe(later);
      const customerView = await t.json(`/v2/public/checkout/orders/${orderId}?local_id=${localId}`);
      expect((customerView.body.payload as { promised_at: string }).promised_at).toBe(later);
    });

    it("de deux tablettes qui acceptent à la fois, une seule change la commande, l'autre reçoit un 409", async () => {
      const { orderId } = await shop.cashOrder();
      const answers = await Promise.all([
        act(orderId, { action: "accept" }),
        act(orderId, { action: "accept" }, ownerToken),
      ]);
      expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.response.status === 409);
      expect(refused?.body.code).toBe(STAFF_ERROR_CODES.actionNotAllowed);
      expect(String(refused?.body.message)).toMatch(/acceptée/);
      const events = await shop.eventsOf(orderId);
      expect(events.map((event) => event.progress)).toEqual(["placed", "accepted"]);
    });

    it("annule une commande acceptée, avec sa raison, que le client lit", async () => {
      const { orderId, localId } = await shop.cashOrder();
      await act(orderId, { action: "accept" });
      const cancelled = await act(orderId, { action: "cancel", reason: "Four en panne" });
      expect(boardOrderSchema.parse(cancelled.body.payload)).toMatchObject({
        progress: "cancelled",
        refunded: false,
      });
      const mail = await lastMailTo(t.database.db, CUSTOMER);
      expect(mail?.subject).toMatch(/annulée/);
      expect(mail?.textBody).toMatch(/Raison donnée : Four en panne/);
      expect(mail?.textBody).toMatch(/Vous n'avez rien à payer/);
      const customerView = await t.json(`/v2/public/checkout/orders/${orderId}?local_id=${localId}`);
      expect(customerView.body.payload).toMatchObject({
        progress: "cancelled",
        progress_reason: "Four en panne",
      });
    });
  });

  describe("refus et remboursement", () => {
    it("refuse une commande payée par carte envoyée 5 fois à la fois : un refus, un remboursement", async () => {
      const { orderId, intentId } = await shop.cardOrder({ paid: true, confirmed: true });
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() => act(orderId, { action: "refuse", reason: "Rupture de poulet" })),
      );
      expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const done = answers.find((answer) => answer.response.status === 200);
      expect(boardOrderSchema.parse(done?.body.payload)).toMatchObject({
        progress: "refused",
        refunded: true,
        refund_pending: false,
      });
      const order = await shop.storedOrder(orderId);
      expect(order.refundId).toMatch(/^re_demo_/);
      const [intent] = await t.database.db
        .select()
        .from(schema.simulatedPaymentIntents)
        .where(eq(schema.simulatedPaymentIntents.id, intentId));
      expect(intent).toMatchObject({ refundId: order.refundId, refundedAmount: order.total });
      expect((await shop.eventsOf(orderId)).filter((event) => event.progress === "refused")).toHaveLength(1);
      const mail = await lastMailTo(t.database.db, CUSTOMER);
      expect(mail?.subject).toMatch(/refusée/);
      expect(mail?.textBody).toMatch(/Raison donnée : Rupture de poulet/);
      expect(mail?.textBody).toMatch(/vous est remboursé/);
    });
  });

  describe("l'acceptation automatique du gérant", () => {
    it("accepte chaque commande à son arrivée, au nom de la boutique, avec l'heure promise", async () => {
      const on = await shop.staff(ownerToken, "PUT", "/v2/staff/kitchen", { auto_accept: true });
      expect(on.response.status).toBe(200);
      expect(on.body.payload).toEqual({ auto_accept: true });
      try {
        const cash = await shop.cashOrder();
        const card = await shop.cardOrder({ paid: true, confirmed: true });
        for (const { orderId } of [cash, card]) {
          const order = await shop.storedOrder(orderId);
          expect(order.progress).toBe("accepted");
          const events = await shop.eventsOf(orderId);
          expect(events.map((event) => [event.progress, event.staffId])).toEqual([
            ["placed", null],
            ["accepted", null],
          ]);
          expect(events[1]?.readyAt?.toISOString()).toBe(order.readyAt.toISOString());
        }
        expect((await lastMailTo(t.database.db, CUSTOMER))?.subject).toMatch(/acceptée/);
        const state = boardStateSchema.parse(
          (await shop.staff(staffToken, "GET", "/v2/staff/orders")).body.payload,
        );
        expect(state.kitchen.auto_accept).toBe(true);
      } finally {
        await shop.staff(ownerToken, "PUT", "/v2/staff/kitchen", { auto_accept: false });
      }
      const { orderId } = await shop.cashOrder();
      expect((await shop.storedOrder(orderId)).progress).toBe("placed");
    });
  });
});
