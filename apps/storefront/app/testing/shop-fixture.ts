import type { CouponPayload, ItemPayload, MenuPayload, OfferPayload, Setting } from "@comptoir/contracts";
import { vi } from "vitest";
import { createShop } from "../lib/shop.ts";

/**
 * A small restaurant for the component tests, in the /v2 payloads' own shapes: a bowl with a
 * required base, an optional spice level and extra sauces by quantity, a burger with toppings, a
 * drink without choices, a sold-out dish, a buy-one-get-one offer on the drink, zone delivery.
 */
const noHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function item(fields: Partial<ItemPayload> & Pick<ItemPayload, "item_id" | "item_name">): ItemPayload {
  return {
    item_menu_id: 1,
    item_category_id: 10,
    item_description: "Une description.",
    item_image: "/images/menu/bowl.svg",
    item_score: 50,
    item_price: { price_pickup: 10, price_delivery: 11, tax_rate: 10 },
    item_allergens: [],
    item_spice_level: 0,
    item_is_available: true,
    options: [],
    ...fields,
  };
}

export const bowl = item({
  item_id: 1,
  item_name: "Bowl Poulet Coréen",
  item_score: 90,
  item_price: { price_pickup: 9.5, price_delivery: 10.5, tax_rate: 10 },
  options: [
    {
      id: 100,
      name: "Base du bowl",
      min: 1,
      max: 1,
      selected: 0,
      option_options: [
        { id: 1001, name: "Riz basmati", price: 0, quantity: 0, max_quantity: 1, tax_rate: 10 },
        { id: 1002, name: "Quinoa", price: 0.5, quantity: 0, max_quantity: 1, tax_rate: 10 },
      ],
    },
    {
      id: 101,
      name: "Niveau de piment",
      min: 0,
      max: 1,
      selected: 0,
      option_options: [
        { id: 1011, name: "Doux", price: 0, quantity: 0, max_quantity: 1, tax_rate: 10 },
        { id: 1012, name: "Enfer", price: 0.5, quantity: 0, max_quantity: 1, tax_rate: 10 },
      ],
    },
    {
      id: 102,
      name: "Sauces en plus",
      min: 0,
      max: 3,
      selected: 0,
      option_options: [
        { id: 1021, name: "Samouraï", price: 0.5, quantity: 0, max_quantity: 2, tax_rate: 10 },
        { id: 1022, name: "Algérienne", price: 0.5, quantity: 0, max_quantity: 2, tax_rate: 10 },
      ],
    },
  ],
});

export const burger = item({
  item_id: 2,
  item_name: "Le Piment Rouge",
  item_category_id: 11,
  options: [
    {
      id: 200,
      name: "Toppings",
      min: 0,
      max: 2,
      selected: 0,
      option_options: [
        { id: 2001, name: "Cheddar", price: 1, quantity: 0, max_quantity: 1, tax_rate: 10 },
        { id: 2002, name: "Bacon", price: 1.5, quantity: 0, max_quantity: 1, tax_rate: 10 },
        { id: 2003, name: "Jalapeños", price: 0.8, quantity: 0, max_quantity: 1, tax_rate: 10 },
      ],
    },
  ],
});

const drink = item({
  item_id: 3,
  item_name: "Citronnade gingembre-piment",
  item_category_id: 12,
  item_menu_id: 2,
  item_price: { price_pickup: 4, price_delivery: 4.5, tax_rate: 10 },
});

export const soldOut = item({ item_id: 4, item_name: "Bowl Bœuf Chipotle", item_is_available: false });

export const menus: MenuPayload[] = [
  {
    menu_id: 1,
    menu_name: "Midi",
    menu_description: "",
    menu_is_open: false,
    menu_is_available: false,
    menu_next_opening: null,
    active_times: [],
    time_ranges: { ...noHours, mon: [{ start: "11:00", end: "14:30" }] },
    pickup_time_ranges: noHours,
    categories: [
      {
        category_id: 10,
        category_menu_id: 1,
        category_name: "Bowls",
        category_description: "",
        items: [bowl, soldOut],
      },
      {
        category_id: 11,
        category_menu_id: 1,
        category_name: "Burgers",
        category_description: "",
        items: [burger],
      },
    ],
  },
  {
    menu_id: 2,
    menu_name: "Boissons",
    menu_description: "",
    menu_is_open: false,
    menu_is_available: false,
    menu_next_opening: null,
    active_times: [],
    time_ranges: noHours,
    pickup_time_ranges: noHours,
    categories: [
      {
        category_id: 12,
        category_menu_id: 2,
        category_name: "Boissons",
        category_description: "",
        items: [drink],
      },
    ],
  },
];

export const offers: OfferPayload[] = [
  {
    id: 7,
    name: "Citronnade : 1 achetée = 1 offerte",
    description: "",
    is_active: true,
    type: "buy_one_get_one",
    value: 0,
    auto_apply: true,
    allow_repeat: false,
    active_times: { days: [], start: null, end: null },
    delivery_pickup: "both",
    minimum_amount: 0,
    menus: [2],
    categories: [12],
    items: [3],
  },
];

/** A coupon as the server answers it: the whole offer and its code, valid on the whole order. */
export function couponPayload(
  fields: Pick<CouponPayload[number], "id" | "code" | "name" | "type" | "value" | "minimum_amount">,
): CouponPayload[number] {
  return {
    description: "",
    is_active: true,
    auto_apply: false,
    allow_repeat: false,
    active_times: { days: [], start: null, end: null },
    delivery_pickup: "both",
    menus: [],
    categories: [],
    items: [],
    ...fields,
  };
}

export const settings: Setting[] = [
  { name: "restaurant.time_zone", value: "Europe/Paris" },
  { name: "features.delivery.active", value: true },
  { name: "features.delivery.calculation_type", value: "zone_based" },
  { name: "features.delivery.minimum_order", value: 15 },
  { name: "features.delivery.flat_charge", value: 2.5 },
  { name: "features.delivery.max_distance", value: 6 },
  { name: "features.delivery.unit", value: "km" },
  {
    name: "features.delivery.zones",
    value: [
      {
        id: 1,
        name: "Lyon 7e",
        city: "Lyon",
        postal_code: "69007",
        delivery_fee: 1.5,
        flat_charge: 2.5,
        minimum_order: 15,
      },
      {
        id: 2,
        name: "Lyon 2e",
        city: "Lyon",
        postal_code: "69002",
        delivery_fee: 2,
        flat_charge: 2.5,
        minimum_order: 15,
      },
    ],
  },
  { name: "scheduling.pickup_minimum_time", value: 15 },
  { name: "tax.enabled", value: true },
  { name: "tax.inclusive", value: true },
  { name: "tax.default_rate", value: 10 },
];

export function testShop() {
  return createShop(menus, offers, settings);
}

/** A JSON answer in the /v2 envelope, as fetch would give it. */
export function envelope(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * Replaces fetch with answers chosen per path; every call is recorded. Unknown paths answer 404
 * in the error envelope, as the server does.
 */
export function fakeFetch(routes: Record<string, (init: RequestInit | undefined, path: string) => Response>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, init });
    // Paths compare without case, as coupon codes do on the server.
    const route = Object.entries(routes).find(([prefix]) =>
      path.toLowerCase().startsWith(prefix.toLowerCase()),
    );
    return route
      ? route[1](init, path)
      : envelope(404, { status: "error", message: "Introuvable.", code: "route_not_found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}
