import { type APIRequestContext, expect } from "@playwright/test";
import type { Menu } from "./restaurant.ts";
import { setPause, staffToken } from "./staff.ts";

/**
 * The board's orders through the API, as a storefront places them and a tablet answers them:
 * the specs that measure the board (e2e/board-tablet.spec.ts, e2e/kitchen-board.spec.ts) start from
 * a board of their own.
 */

/** The demo restaurant's zone, as the config gives the browsers. */
export const TIME_ZONE = "Europe/Paris";

interface BoardOrder {
  id: number;
  number: string;
  progress: string;
  actions: string[];
  payment_method: string;
  /** Euros. */
  total: number;
}

export async function staffCall(request: APIRequestContext, method: string, path: string, data?: unknown) {
  const answer = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), `${method} ${path}`).toBe(200);
  return ((await answer.json()) as { payload: unknown }).payload;
}

export const boardState = async (request: APIRequestContext) =>
  (await staffCall(request, "GET", "/v2/staff/orders")) as { orders: BoardOrder[]; now: string };

/**
 * Every order still under way finished through the API (refused, cancelled, handed over): the run's
 * other specs leave theirs on the board, and this one measures what six of its own look like.
 */
export async function clearBoard(request: APIRequestContext) {
  for (const order of (await boardState(request)).orders) {
    const action = ["complete", "refuse", "cancel"].find((each) => order.actions.includes(each));
    if (!action) continue;
    await staffCall(request, "POST", `/v2/staff/orders/${order.id}/actions`, {
      action,
      // A cash order is handed over with the cash it brought (cents).
      ...(action === "complete"
        ? order.payment_method === "cash"
          ? { amount: Math.round(order.total * 100) }
          : {}
        : { reason: "Tableau vidé pour le test de la tablette" }),
    });
  }
}

/** A cash order to take away, with no figures yet: `placeAtServerPrice` prices it. */
export function cashPickupOrder(input: {
  items: { item_id: number; quantity: number }[];
  customer: { first_name: string; last_name: string; email: string };
  date: string;
  /** A slot's label, or null for "dès que possible". */
  slot: string | null;
}) {
  return {
    local_id: crypto.randomUUID(),
    items: input.items.map((item) => ({ ...item, note: "", options: [] })),
    free_items: [],
    is_pickup: true,
    subtotal: 0,
    discount: 0,
    delivery: 0,
    tax: 0,
    total: 0,
    coupon: null,
    payment_method: "cash",
    transaction_id: { client_secret: null, customer_id: null, payment_intent_id: null },
    user_id: null,
    status: "pending",
    customer: {
      ...input.customer,
      phone: "06 12 34 56 78",
      location: { address: "", city: "", postal_code: "", country: "France" },
      date: { delivery_date: input.date, delivery_time_range: input.slot },
    },
  };
}

/**
 * Places an order as the storefront does: a first try with no figures, whose 409 `price_changed`
 * answer prices the cart, then the order at those figures. Any other first answer is returned as
 * it is. Gives the final answer's status and code, and the order's id when placed.
 */
export async function placeAtServerPrice(
  request: APIRequestContext,
  order: ReturnType<typeof cashPickupOrder>,
): Promise<{ status: number; code: string | null; id: number | null }> {
  const priced = await request.post("/v2/public/checkout/", { data: order });
  const pricedBody = (await priced.json()) as { code?: string; cart?: Record<string, number> };
  if (priced.status() !== 409 || pricedBody.code !== "price_changed" || !pricedBody.cart) {
    return { status: priced.status(), code: pricedBody.code ?? null, id: null };
  }
  const { subtotal, discount, delivery, tax, total } = pricedBody.cart;
  const placed = await request.post("/v2/public/checkout/", {
    data: { ...order, subtotal, discount, delivery, tax, total },
  });
  const body = (await placed.json()) as { code?: string; payload?: { order_id: number } };
  return { status: placed.status(), code: body.code ?? null, id: body.payload?.order_id ?? null };
}

const CUSTOMERS = [
  ["Léa", "Martin"],
  ["Karim", "Benali"],
  ["Sophie", "Durand"],
  ["Hugo", "Petit"],
  ["Inès", "Moreau"],
  ["Tom", "Leroy"],
] as const;

/**
 * Places `count` cash pickup orders of one or two dishes through the checkout API, as the storefront
 * does: a first try with no figures, whose 409 answer prices the cart, then the order at those
 * figures. Dishes are picked from what the menus sell now, without options nor offers.
 */
export async function placeOrders(request: APIRequestContext, count: number): Promise<number[]> {
  const read = async <T>(path: string) =>
    ((await (await request.get(path)).json()) as { payload: T }).payload;
  const offered = new Set(
    (await read<{ items: number[] }[]>("/v2/public/offers")).flatMap((offer) => offer.items),
  );
  const simple = (await read<(Menu & { menu_is_open: boolean })[]>("/v2/public/menus"))
    .filter((menu) => menu.menu_is_open)
    .flatMap((menu) => menu.categories.flatMap((category) => category.items))
    .filter((item) => item.item_is_available && item.options.length === 0 && !offered.has(item.item_id));
  expect(simple.length, "des plats simples en vente").toBeGreaterThan(1);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(
    new Date((await boardState(request)).now),
  );
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const [first, last] = CUSTOMERS[index % CUSTOMERS.length] ?? CUSTOMERS[0];
    const dishes = [
      simple[index % simple.length],
      ...(index % 2 ? [simple[(index + 1) % simple.length]] : []),
    ];
    const placed = await placeAtServerPrice(
      request,
      cashPickupOrder({
        items: dishes.map((dish) => ({
          item_id: dish?.item_id ?? 0,
          quantity: 1 + (index % 3 === 2 ? 1 : 0),
        })),
        customer: { first_name: first, last_name: last, email: `client-${index + 1}@example.fr` },
        date: today,
        slot: null,
      }),
    );
    expect(placed.status, placed.code ?? "").toBe(201);
    if (placed.id !== null) ids.push(placed.id);
  }
  return ids;
}

/** No pause, no automatic acceptance left by another test: orders wait for an answer. */
export async function openShop(request: APIRequestContext) {
  const token = await staffToken(request);
  await setPause(request, token, { scope: "ordering", until: null });
  await setPause(request, token, { scope: "delivery", until: null });
  await staffCall(request, "PUT", "/v2/staff/kitchen", { auto_accept: false });
}
