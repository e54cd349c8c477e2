import { randomUUID } from "node:crypto";
import type { CartLineInput, OrderPayloadInput } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { count, eq } from "drizzle-orm";

/**
 * Builds checkout payloads for the demo restaurant in API tests, by readable keys ("wings-piment-6",
 * sauce "algerienne") rather than database ids, as a storefront would from the menus call.
 */
export async function demoCatalogueIds(db: Db) {
  const items = new Map(
    (await db.select({ id: schema.items.id, key: schema.items.key }).from(schema.items)).map((row) => [
      row.key,
      row.id,
    ]),
  );
  const groups = new Map(
    (
      await db.select({ id: schema.optionGroups.id, key: schema.optionGroups.key }).from(schema.optionGroups)
    ).map((row) => [row.key, row.id]),
  );
  const choices = await db
    .select({
      id: schema.optionChoices.id,
      key: schema.optionChoices.key,
      groupId: schema.optionChoices.groupId,
    })
    .from(schema.optionChoices);
  const itemId = (key: string) => {
    const id = items.get(key);
    if (id === undefined) throw new Error(`article ${key} absent de la démo`);
    return id;
  };
  /**
   * A cart line: `options` maps an option group key to one choice key, or to [choice, quantity]
   * pairs.
   */
  const line = (
    key: string,
    quantity: number,
    options: Record<string, string | [string, number][]> = {},
    note = "",
  ): CartLineInput => ({
    item_id: itemId(key),
    quantity,
    note,
    options: Object.entries(options).map(([groupKey, chosen]) => {
      const groupId = groups.get(groupKey);
      if (groupId === undefined) throw new Error(`groupe ${groupKey} absent de la démo`);
      const pairs = typeof chosen === "string" ? [[chosen, 1] as [string, number]] : chosen;
      return {
        id: groupId,
        option_options: pairs.map(([choiceKey, choiceQuantity]) => {
          const choice = choices.find(
            (candidate) => candidate.groupId === groupId && candidate.key === choiceKey,
          );
          if (!choice) throw new Error(`choix ${groupKey}/${choiceKey} absent de la démo`);
          return { id: choice.id, quantity: choiceQuantity };
        }),
      };
    }),
  });
  return { itemId, line };
}

export type DemoCatalogueIds = Awaited<ReturnType<typeof demoCatalogueIds>>;

function byKey<Row>(rows: readonly Row[], keyOf: (row: Row) => string, what: string) {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return (key: string): Row => {
    const row = map.get(key);
    if (row === undefined) throw new Error(`${what} ${key} absent de la démo`);
    return row;
  };
}

/**
 * What the demo restaurant charges and gives, read from its database by readable keys, money in
 * cents, so that a test states its rule over the data rather than over the demo's euro figures.
 */
export async function demoPrices(db: Db) {
  const items = await db
    .select({
      key: schema.items.key,
      pickup: schema.items.pricePickup,
      delivery: schema.items.priceDelivery,
      taxRateBasisPoints: schema.items.taxRateBasisPoints,
    })
    .from(schema.items);
  const choices = await db
    .select({
      groupKey: schema.optionGroups.key,
      key: schema.optionChoices.key,
      price: schema.optionChoices.price,
    })
    .from(schema.optionChoices)
    .innerJoin(schema.optionGroups, eq(schema.optionChoices.groupId, schema.optionGroups.id));
  const offers = await db
    .select({
      id: schema.offers.id,
      key: schema.offers.key,
      value: schema.offers.value,
      minimumAmount: schema.offers.minimumAmount,
    })
    .from(schema.offers);
  const zones = await db.select().from(schema.deliveryZones);
  const settings = await db.select().from(schema.settings);
  const item = byKey(items, (row) => row.key, "article");
  const choice = byKey(choices, (row) => `${row.groupKey}/${row.key}`, "choix");
  const setting = byKey(settings, (row) => row.name, "réglage");
  return {
    /** An item's prices for pickup and delivery, and its VAT rate in percent. */
    item(key: string) {
      const { pickup, delivery, taxRateBasisPoints } = item(key);
      return { pickup, delivery, taxRate: taxRateBasisPoints / 100 };
    },
    /** The price of one unit of a choice of an option group. */
    choice: (groupKey: string, choiceKey: string) => choice(`${groupKey}/${choiceKey}`).price,
    /** An offer's id, its value (percent, or cents for a fixed amount) and the subtotal it needs. */
    offer: byKey(offers, (row) => row.key, "offre"),
    /** The delivery zone of a postal code: its fee, and its minimum order and the flat charge below it. */
    zone: byKey(zones, (row) => row.postalCode, "zone"),
    /** A numeric setting as stored: cents for money settings, percent for `tax.default_rate`. */
    setting(name: string): number {
      const { value } = setting(name);
      if (typeof value !== "number") throw new Error(`réglage ${name} non numérique dans la démo`);
      return value;
    },
  };
}

export type DemoPrices = Awaited<ReturnType<typeof demoPrices>>;

/** An amount in cents as the receipts write it, before the euro sign: 1540 gives "15,40". */
export function eurosText(amount: number): string {
  return (amount / 100).toFixed(2).replace(".", ",");
}

/**
 * Two colas at pickup: an order the server accepts, for the tests about something else than
 * pricing (payments, any input). Their price holds the VAT (its part, rounded to the cent) and no
 * offer touches drinks. `total` is in cents; `fields` are the payload's, in euros.
 */
export function twoColas(ids: DemoCatalogueIds, prices: DemoPrices) {
  const { pickup, taxRate } = prices.item("cola");
  const amount = 2 * pickup;
  const tax = Math.round((amount * taxRate) / (100 + taxRate));
  return {
    total: amount,
    fields: { items: [ids.line("cola", 2)], subtotal: amount / 100, tax: tax / 100, total: amount / 100 },
  };
}

export const LUNCH_TUESDAY = "2026-11-24T11:00:00Z"; // 12:00 in Paris
export const EVENING_TUESDAY = "2026-11-24T18:00:00Z"; // 19:00 in Paris

/** A cash pickup order for "as soon as possible" on Tuesday 24 November 2026, to complete. */
export function orderPayload(
  fields: Partial<OrderPayloadInput> & Pick<OrderPayloadInput, "items">,
): OrderPayloadInput {
  return {
    local_id: randomUUID(),
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
      date: { delivery_date: "2026-11-24", delivery_time_range: null },
    },
    ...fields,
  };
}

export const DELIVERY_ADDRESS = {
  address: "12 Rue de Marseille",
  city: "Lyon",
  postal_code: "69007",
  country: "France",
};

/** Rows of every table an order touches, to check that a refused order left nothing behind. */
export async function orderTableCounts(db: Db) {
  const [orders] = await db.select({ n: count() }).from(schema.orders);
  const [lines] = await db.select({ n: count() }).from(schema.orderLines);
  const [options] = await db.select({ n: count() }).from(schema.orderLineOptions);
  const [mails] = await db.select({ n: count() }).from(schema.outboxEmails);
  return { orders: orders?.n ?? 0, lines: lines?.n ?? 0, options: options?.n ?? 0, mails: mails?.n ?? 0 };
}

export async function ordersWithLocalId(db: Db, localId: string) {
  return db.select().from(schema.orders).where(eq(schema.orders.localId, localId));
}

/** "n° 3": how the customer reads the order's number, in its mails and on /success. */
export async function orderNumberOf(db: Db, orderId: number): Promise<string> {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) throw new Error(`pas de commande ${orderId}`);
  return `n° ${order.dayNumber}`;
}

export function jsonRequest(method: string, body: unknown): RequestInit {
  return { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}
