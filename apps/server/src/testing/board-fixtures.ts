import { placedOrderPayloadSchema } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { eq } from "drizzle-orm";
import { demoCatalogueIds, demoPrices, orderPayload, twoColas } from "./checkout-fixtures.ts";
import { staffBearer } from "./staff.ts";
import type { openTestApi } from "./test-api.ts";

type TestApi = Awaited<ReturnType<typeof openTestApi>>;

const PAYING_CARD = "4242424242424242";

/**
 * Orders placed the way a customer places them (cash, or a demo card paid or left unpaid), and the
 * board's calls, for the tests of the restaurant's side (ADR 042). Each order comes from its own
 * client address, so that the order rate limit never gets in the way.
 */
export async function boardFixtures(t: TestApi) {
  const colas = twoColas(await demoCatalogueIds(t.database.db), await demoPrices(t.database.db));
  let client = 0;
  const customerCall = (method: string, path: string, body: unknown) => {
    client += 1;
    return t.json(`/v2/public/checkout/${path}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `10.13.${client >> 8}.${client & 255}`,
      },
      body: JSON.stringify(body),
    });
  };

  async function place(fields: Parameters<typeof orderPayload>[0]) {
    const payload = orderPayload(fields);
    const { response, body } = await customerCall("POST", "", payload);
    if (response.status !== 201) throw new Error(`commande refusée : ${JSON.stringify(body)}`);
    return { orderId: placedOrderPayloadSchema.parse(body.payload).order_id, localId: payload.local_id };
  }

  return {
    colas,
    /** A cash pickup order of two colas: on the board at once. */
    cashOrder: () => place({ ...colas.fields }),

    /**
     * A card order of two colas with the demo provider: `paid` pays the intent with a test card,
     * `confirmed` also tells the server (the browser's PUT), which puts the order on the board.
     */
    async cardOrder(options: { paid: boolean; confirmed: boolean }) {
      const customer = await customerCall("POST", "stripe-customer", {
        email: "camille.martin@example.fr",
        name: "Camille Martin",
        phone: "0612345678",
      });
      const customerId = (customer.body.payload as { customer: { id: string } }).customer.id;
      const created = await customerCall("POST", "stripe-payment-intent", {
        customer_id: customerId,
        order: orderPayload({ ...colas.fields, payment_method: "card" }),
      });
      const intent = created.body.payload as { id: string; client_secret: string };
      const placed = await place({
        ...colas.fields,
        payment_method: "card",
        transaction_id: {
          client_secret: intent.client_secret,
          customer_id: customerId,
          payment_intent_id: intent.id,
        },
      });
      if (options.paid) {
        await customerCall("POST", "demo-card/confirm", {
          payment_intent_id: intent.id,
          client_secret: intent.client_secret,
          card_number: PAYING_CARD,
          expiry: "12/30",
          cvc: "123",
        });
      }
      const confirm = () =>
        customerCall("PUT", "", {
          order_id: placed.orderId,
          local_id: placed.localId,
          transaction_id: {
            client_secret: intent.client_secret,
            customer_id: customerId,
            payment_intent_id: intent.id,
          },
          status: "paid",
        });
      if (options.confirmed) {
        const { response } = await confirm();
        if (response.status !== 200) throw new Error("paiement non confirmé");
      }
      return { ...placed, intentId: intent.id, confirm };
    },

    /** A call of the board with a staff token. */
    staff(token: string, method: string, path: string, body?: unknown) {
      return t.json(path, {
        method,
        headers: {
          ...staffBearer(token),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },

    async storedOrder(orderId: number) {
      const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
      if (!order) throw new Error(`pas de commande ${orderId}`);
      return order;
    },

    eventsOf: (orderId: number) =>
      t.database.db
        .select()
        .from(schema.orderEvents)
        .where(eq(schema.orderEvents.orderId, orderId))
        .orderBy(schema.orderEvents.id),
  };
}

/**
 * Reads a server-sent event stream until `enough` says so (or `timeoutMs` passes), then stops it;
 * returns the events read, their data parsed.
 */
export async function readEvents(
  response: Response,
  enough: (events: { event: string; data: unknown }[]) => boolean,
  timeoutMs = 5_000,
): Promise<{ event: string; data: unknown }[]> {
  const body = response.body;
  if (!body) throw new Error("flux sans corps");
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: unknown }[] = [];
  let buffer = "";
  const deadline = setTimeout(() => void reader.cancel(), timeoutMs);
  try {
    while (!enough(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf("\n\n");
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1];
        const data = /^data: ?(.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
        end = buffer.indexOf("\n\n");
      }
    }
  } finally {
    clearTimeout(deadline);
    await reader.cancel().catch(() => {});
  }
  return events;
}
