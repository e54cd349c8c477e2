import type { CategoryValue, GroupValue, ItemValue, MenuValue } from "@comptoir/contracts/catalogue-draft";

/**
 * What a thing made in the editor starts as: valid for its schema, so it is saved at once and the
 * owner lands on its form. A new menu is offered for no service until hours are given; a new dish
 * is hidden from customers until the owner shows it.
 */

const closedWeek = () => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

export function newMenuValue(name: string): MenuValue {
  return { name, description: "", hours: { pickup: closedWeek(), delivery: closedWeek() } };
}

export function newCategoryValue(name: string, menu: string): CategoryValue {
  return { name, description: "", photo: null, make_time: null, menu };
}

/** The illustration a dish has until its photo is given. */
const DEFAULT_IMAGE = "/images/menu/burger.svg";

export function newItemValue(name: string, category: string): ItemValue {
  return {
    name,
    description: "",
    image: DEFAULT_IMAGE,
    photo: null,
    score: 0,
    price_pickup: 0,
    price_delivery: 0,
    tax_rate: 10,
    allergens: [],
    spice_level: 0,
    available: true,
    visible: false,
    options: [],
    make_time: null,
    category,
  };
}

export function newGroupValue(name: string, choice: { key: string; name: string }): GroupValue {
  return {
    name,
    min: 0,
    max: 1,
    choices: [{ ...choice, price: 0, max_quantity: 1, tax_rate: null, allergens: [] }],
  };
}
