/**
 * Distinct valid orders for the checkout load: cash pickup orders "as soon as possible" (or for a
 * given slot) built from
 * the menus payload, as the storefront builds them. The figures (subtotal, tax, total…) are learnt
 * once per cart shape from the server itself: a wrong total is refused with 409 and the priced
 * cart, whose figures the next try sends.
 */
import { randomUUID } from "node:crypto";

interface MenuItem {
  item_id: number;
  item_is_available: boolean;
  options: unknown[];
}
interface Menu {
  categories: { items: MenuItem[] }[];
}
interface PricedCart {
  subtotal: number;
  discount: number;
  delivery: number;
  tax: number;
  total: number;
  free_items: unknown[];
}

function order(items: { item_id: number; quantity: number }[], date: string, slot: string | null) {
  return {
    local_id: randomUUID(),
    items: items.map((line) => ({ ...line, note: "", options: [] })),
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
      first_name: "Camille",
      last_name: "Martin",
      email: "camille.martin@example.fr",
      phone: "06 12 34 56 78",
      location: { address: "", city: "", postal_code: "", country: "France" },
      date: { delivery_date: date, delivery_time_range: slot },
    },
  };
}

/**
 * Up to `shapes` accepted orders of different carts (items without options, so that no choice is
 * needed), each checked by placing it once. `date` is the shop's day (Paris) of the orders, `slot`
 * the label of their slot that day (null: "dès que possible").
 */
export async function validOrders(
  origin: string,
  date: string,
  shapes = 3,
  slot: string | null = null,
): Promise<Record<string, unknown>[]> {
  const response = await fetch(new URL("/v2/public/menus", origin));
  const menus = ((await response.json()) as { payload: Menu[] }).payload;
  const plain = menus
    .flatMap((menu) => menu.categories.flatMap((category) => category.items))
    .filter((item) => item.item_is_available && item.options.length === 0)
    .map((item) => item.item_id);
  const ids = [...new Set(plain)];
  // One item, or two side by side, in quantities 1 to 3: as many candidates as needed to find
  // `shapes` carts that no offer touches.
  const carts: { item_id: number; quantity: number }[][] = ids.flatMap((id, index) => {
    const other = ids[(index + 1) % ids.length] ?? id;
    return index % 2
      ? [[{ item_id: id, quantity: (index % 3) + 1 }]]
      : [
          [
            { item_id: id, quantity: 1 },
            { item_id: other, quantity: 1 },
          ],
        ];
  });
  const accepted: Record<string, unknown>[] = [];
  for (const cart of carts) {
    if (accepted.length >= shapes) break;
    let payload: Record<string, unknown> = order(cart, date, slot);
    for (let attempt = 0; attempt < 2; attempt++) {
      const placed = await fetch(new URL("/v2/public/checkout/", origin), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...payload, local_id: randomUUID() }),
      });
      const body = (await placed.json()) as { cart?: PricedCart };
      if (placed.status === 201) {
        accepted.push(payload);
        break;
      }
      // A cart that earns free items is left out: only the figures are learnt here.
      if (placed.status !== 409 || !body.cart || body.cart.free_items.length) break;
      const { subtotal, discount, delivery, tax, total } = body.cart;
      payload = { ...payload, subtotal, discount, delivery, tax, total };
    }
  }
  if (!accepted.length) throw new Error("aucune commande valide n'a pu être construite depuis le menu");
  return accepted;
}
