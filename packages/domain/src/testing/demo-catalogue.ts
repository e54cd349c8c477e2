/**
 * A small catalogue of the demo restaurant for the package's own tests: a few items with prices
 * that differ between pickup and delivery, option groups with priced choices, two menus.
 */
import type { CartLine } from "../cart/cart-line.ts";
import type { Menu, MenuItem } from "../menu/menu.ts";
import { cents } from "../money/cents.ts";
import type { Offer } from "../offers/offer.ts";
import { emptyWeeklyHours, type WeeklyHours } from "../schedule/weekly-hours.ts";

export const burger: MenuItem = {
  id: "burger-volcan",
  menuId: "midi",
  categoryId: "burgers",
  name: "Burger Volcan",
  description: "Steak haché, cheddar fumé, jalapeños et sauce piquante maison",
  score: 90,
  isAvailable: true,
  price: { pickup: cents(950), delivery: cents(1050), taxRate: 10 },
  optionGroups: [
    {
      id: "sauce",
      name: "Sauce",
      min: 1,
      max: 1,
      choices: [
        { id: "samourai", name: "Samouraï", price: cents(0), maxQuantity: 1 },
        { id: "harissa", name: "Harissa", price: cents(50), maxQuantity: 1 },
      ],
    },
    {
      id: "supplements",
      name: "Suppléments",
      min: 0,
      max: 3,
      choices: [
        { id: "cheddar", name: "Cheddar", price: cents(100), maxQuantity: 2 },
        { id: "bacon", name: "Bacon", price: cents(150), maxQuantity: 1 },
      ],
    },
  ],
};

export const tenders: MenuItem = {
  id: "tenders",
  menuId: "midi",
  categoryId: "poulet",
  name: "Tenders Piquants",
  description: "Cinq aiguillettes de poulet panées au piment d'Espelette",
  score: 75,
  isAvailable: true,
  price: { pickup: cents(790), delivery: cents(890), taxRate: 10 },
  optionGroups: [],
};

export const fries: MenuItem = {
  id: "frites-cajun",
  menuId: "midi",
  categoryId: "accompagnements",
  name: "Frites Cajun",
  description: "Frites fraîches, épices cajun",
  score: 60,
  isAvailable: true,
  price: { pickup: cents(350), delivery: cents(390), taxRate: 10 },
  optionGroups: [],
};

export const soda: MenuItem = {
  id: "soda",
  menuId: "boissons",
  categoryId: "boissons",
  name: "Limonade au gingembre",
  description: "Limonade artisanale, gingembre frais",
  score: 40,
  isAvailable: true,
  price: { pickup: cents(300), delivery: cents(300), taxRate: 5.5 },
  optionGroups: [],
};

export const catalogue: MenuItem[] = [burger, tenders, fries, soda];

/**
 * A formule (not in `catalogue`): the dish at 10 %, its drink at 5,5 % of its own, its dessert at
 * the item's rate. Kept apart so the catalogue's other tests see the items they always saw.
 */
export const formule: MenuItem = {
  id: "formule-midi",
  menuId: "midi",
  categoryId: "formules",
  name: "Formule midi",
  description: "Un burger, une boisson, un dessert",
  score: 50,
  isAvailable: true,
  price: { pickup: cents(1190), delivery: cents(1290), taxRate: 10 },
  optionGroups: [
    {
      id: "boisson",
      name: "Boisson",
      min: 1,
      max: 1,
      choices: [
        { id: "limonade", name: "Limonade", price: cents(250), maxQuantity: 1, taxRate: 5.5 },
        { id: "eau", name: "Eau plate", price: cents(0), maxQuantity: 1, taxRate: 5.5 },
        { id: "biere", name: "Bière", price: cents(350), maxQuantity: 1, taxRate: 20 },
      ],
    },
    {
      id: "dessert",
      name: "Dessert",
      min: 0,
      max: 2,
      choices: [{ id: "cookie", name: "Cookie", price: cents(190), maxQuantity: 2 }],
    },
  ],
};

/** A cart line for an item, at the menu's prices. */
export function lineOf(item: MenuItem, quantity = 1, overrides: Partial<CartLine> = {}): CartLine {
  return {
    itemId: item.id,
    menuId: item.menuId,
    categoryId: item.categoryId,
    name: item.name,
    price: item.price,
    options: [],
    quantity,
    note: "",
    ...overrides,
  };
}

export function weekly(ranges: Partial<WeeklyHours>): WeeklyHours {
  return { ...emptyWeeklyHours(), ...ranges };
}

const lunchEveryDay = weekly(
  Object.fromEntries(
    (["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const).map((day) => [
      day,
      [{ start: "11:30", end: "14:30" }],
    ]),
  ),
);

export const lunchMenu: Menu = {
  id: "midi",
  name: "Midi",
  isAvailable: true,
  hours: lunchEveryDay,
  pickupHours: weekly({ ...lunchEveryDay, sun: [] }),
};

export const drinksMenu: Menu = {
  id: "boissons",
  name: "Boissons",
  isAvailable: true,
  hours: weekly({ fri: [{ start: "11:00", end: "23:00" }] }),
  pickupHours: weekly({ fri: [{ start: "11:00", end: "23:00" }] }),
};

/** An automatic offer open to every order; tests override what they exercise. */
export function offerOf<T extends Offer["type"]>(
  type: T,
  overrides: Partial<Extract<Offer, { type: T }>> = {},
): Extract<Offer, { type: T }> {
  return {
    id: `${type}-1`,
    name: type,
    code: null,
    isActive: true,
    autoApply: true,
    allowRepeat: false,
    activeTimes: { days: [], start: null, end: null },
    deliveryPickup: "both",
    minimumAmount: cents(0),
    menus: [],
    categories: [],
    items: [],
    type,
    ...(type === "percentage" || type === "fixed_amount" ? { value: 10 } : {}),
    ...overrides,
  } as unknown as Extract<Offer, { type: T }>;
}
