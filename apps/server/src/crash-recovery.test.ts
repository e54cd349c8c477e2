import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { MenuPayload, OrderPayloadInput, PricedCartPayload } from "@comptoir/contracts";
import { TEST_ENGINES } from "@comptoir/db/testing";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { dataPlaceFor, freePort, startServer, stopServer, type Where } from "./testing/server-process.ts";

/**
 * "No acknowledged order is ever lost" (docs/quality.md): orders are placed over HTTP against the real
 * server process, the process is killed with SIGKILL while orders are still coming in, restarted
 * on the same data, and every order it had acknowledged must be there whole. On PGlite (a data
 * folder) and on PostgreSQL (a database of its own) when DATABASE_URL is set.
 */

/** Tuesday 24 November 2026, 12:00 in Paris: the lunch menu is open, as in the browser tests. */
const SHOP_CLOCK_START = "2026-11-24T11:00:00Z";
const ORDERS = 60;
const IN_FLIGHT = 6;
/** Killed once this many orders were acknowledged, while the others are still being placed. */
const KILL_AFTER = 15;
// Two real starts (PGlite's first start seeds the demo) and the orders, on a busy 2-core machine.
const SCENARIO_MS = 180_000;

/** A pickup order, paid in cash, of one dish of a menu open now that needs no choice. */
async function orderTemplate(base: string): Promise<Omit<OrderPayloadInput, "local_id">> {
  const menus = ((await (await fetch(`${base}/v2/public/menus`)).json()) as { payload: MenuPayload[] })
    .payload;
  const item = menus
    .filter((menu) => menu.menu_is_open)
    .flatMap((menu) => menu.categories.flatMap((category) => category.items))
    .find((candidate) => candidate.item_is_available && candidate.options.every((group) => group.min === 0));
  if (!item) throw new Error("aucun plat sans choix obligatoire dans un menu ouvert");
  const draft: Omit<OrderPayloadInput, "local_id"> = {
    items: [{ item_id: item.item_id, quantity: 2, note: "", options: [] }],
    free_items: [],
    is_pickup: true,
    subtotal: 0,
    discount: 0,
    delivery: 0,
    tax: 0,
    total: 0,
    coupon: null,
    payment_method: "cash",
    transaction_id: null,
    user_id: null,
    status: "pending",
    customer: {
      first_name: "Léa",
      last_name: "Martin",
      email: "lea.martin@example.fr",
      phone: "0612345678",
      location: null,
      date: { delivery_date: "2026-11-24", delivery_time_range: null },
    },
  };
  // The server is the authority on prices: its 409 answer gives the figures to send.
  const refused = await post(base, { ...draft, local_id: randomUUID() }, "198.51.100.1");
  const cart = (refused.body as { cart?: PricedCartPayload }).cart;
  if (refused.status !== 409 || !cart) throw new Error(`réponse inattendue : ${refused.status}`);
  return {
    ...draft,
    subtotal: cart.subtotal,
    discount: cart.discount,
    delivery: cart.delivery,
    tax: cart.tax,
    total: cart.total,
    free_items: cart.free_items.map((free) => ({
      item_id: free.item_id,
      quantity: free.quantity,
      note: "",
      options: [],
    })),
  };
}

async function post(base: string, order: OrderPayloadInput, client: string) {
  const response = await fetch(`${base}/v2/public/checkout/`, {
    method: "POST",
    // Each order from its own address, as many customers would: no per-client limit gets in the way.
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(order),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(TEST_ENGINES)("arrêt brutal pendant les commandes (%s)", (engine) => {
  const running: ChildProcess[] = [];
  let where: Where | null = null;
  afterAll(async () => {
    for (const child of running) await stopServer(child);
    await where?.cleanup();
  });

  it(
    "chaque commande confirmée avant le SIGKILL est là, entière, après le redémarrage",
    async () => {
      where = await dataPlaceFor(engine);
      const env = { ...where.env, CLOCK_START: SHOP_CLOCK_START, TRUST_PROXY: "1" };
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const first = await startServer(port, env);
      running.push(first);
      const template = await orderTemplate(base);

      const acknowledged: { orderId: number; localId: string }[] = [];
      let killed: Promise<number | null> | null = null;
      let next = 0;
      async function customer() {
        while (next < ORDERS && killed === null) {
          const index = next++;
          const localId = randomUUID();
          try {
            const placed = await post(base, { ...template, local_id: localId }, `203.0.113.${index + 1}`);
            if (placed.status === 201) {
              acknowledged.push({ orderId: (placed.body.payload as { order_id: number }).order_id, localId });
            } else {
              throw new Error(`commande refusée : ${placed.status} ${JSON.stringify(placed.body)}`);
            }
          } catch (error) {
            // After the kill, a request in flight fails: it was never acknowledged.
            if (killed === null) throw error;
          }
          if (acknowledged.length >= KILL_AFTER && killed === null) killed = stopServer(first, "SIGKILL");
        }
      }
      await Promise.all(Array.from({ length: IN_FLIGHT }, customer));
      await killed;
      expect(first.signalCode).toBe("SIGKILL");
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

      const second = await startServer(port, env);
      running.push(second);
      for (const { orderId, localId } of acknowledged) {
        const response = await fetch(
          `${base}/v2/public/checkout/orders/${orderId}?local_id=${encodeURIComponent(localId)}`,
        );
        expect(response.status).toBe(200);
        const view = (await response.json()) as {
          payload: { total: number; items: { item_id: number; quantity: number; is_free: boolean }[] };
        };
        expect(view.payload.total).toBe(template.total);
        expect(view.payload.items.filter((line) => !line.is_free)).toEqual([
          expect.objectContaining({ item_id: template.items[0]?.item_id, quantity: 2 }),
        ]);
      }
      // The same order sent again after the restart is the same order, not a second one.
      const [firstOrder] = acknowledged;
      if (firstOrder) {
        const again = await post(base, { ...template, local_id: firstOrder.localId }, "198.51.100.2");
        expect(again.status).toBe(200);
        expect((again.body.payload as { order_id: number }).order_id).toBe(firstOrder.orderId);
      }
      expect(await stopServer(second)).toBe(0);
    },
    SCENARIO_MS,
  );
});

// Two server processes need PostgreSQL: PGlite allows one process per data folder.
describe("deux serveurs sur une même base (postgres)", { tags: ["postgres"] }, () => {
  const engine = "postgres";
  const running: ChildProcess[] = [];
  let where: Where | null = null;
  afterAll(async () => {
    for (const child of running) await stopServer(child);
    await where?.cleanup();
  });

  it(
    "la même commande envoyée 50 fois à la fois aux deux serveurs ne fait qu'une commande",
    async () => {
      where = await dataPlaceFor(engine);
      const env = { ...where.env, CLOCK_START: SHOP_CLOCK_START, TRUST_PROXY: "1" };
      const ports = [await freePort(), await freePort()];
      // One after the other: the first seeds the demo, the second finds it there.
      for (const port of ports) running.push(await startServer(port, env));
      const bases = ports.map((port) => `http://127.0.0.1:${port}`);
      const template = await orderTemplate(bases[0] ?? "");
      const localId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          post(bases[index % 2] ?? "", { ...template, local_id: localId }, `203.0.113.${index + 1}`),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(49);
      const orderIds = new Set(
        answers.map((answer) => (answer.body.payload as { order_id: number }).order_id),
      );
      expect(orderIds.size).toBe(1);
      const admin = new pg.Client({ connectionString: where.env.DATABASE_URL });
      await admin.connect();
      const { rows } = await admin.query("select count(*)::int as count from orders where local_id = $1", [
        localId,
      ]);
      await admin.end();
      expect(rows[0]?.count).toBe(1);
    },
    SCENARIO_MS,
  );
});
