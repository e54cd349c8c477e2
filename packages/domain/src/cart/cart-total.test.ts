import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MenuItem, OrderMode } from "../menu/menu.ts";
import { cents } from "../money/cents.ts";
import type { Offer } from "../offers/offer.ts";
import { lineTax, type TaxMode } from "../tax/tax.ts";
import {
  burger,
  catalogue,
  formule,
  fries,
  lineOf,
  offerOf,
  soda,
  tenders,
} from "../testing/demo-catalogue.ts";
import { distanceDelivery, zoneDelivery } from "../testing/demo-settings.ts";
import type { CartLine } from "./cart-line.ts";
import { type CartTotalInput, cartTotal } from "./cart-total.ts";
import { mergeLines } from "./merge-lines.ts";
import { type RequestedOption, resolveOptionChoices } from "./option-choices.ts";

const toulouse = { postalCode: "31000", city: "Toulouse", distance: 2 };

function input(overrides: Partial<CartTotalInput> = {}): CartTotalInput {
  return {
    lines: [lineOf(burger, 2), lineOf(fries)],
    mode: "delivery",
    menuItems: catalogue,
    offers: [],
    coupon: null,
    tax: { mode: "inclusive", defaultRate: 10 },
    delivery: zoneDelivery,
    destination: toulouse,
    now: new Date("2026-06-12T10:30:00Z"),
    timeZone: "Europe/Paris",
    customer: "guest",
    ...overrides,
  };
}

describe("total du panier", () => {
  it("additionne sous-total et livraison, taxe incluse", () => {
    const total = cartTotal(input());
    // 2 × 10,50 + 3,90 = 24,90 € ; zone Centre 2,50 €
    expect(total).toMatchObject({
      subtotal: 2490,
      discount: 0,
      delivery: 250,
      total: 2740,
      deliveryProblem: null,
    });
    // Taxe contenue : 21,00 → 1,91 ; 3,90 → 0,35 ; livraison 2,50 → 0,23
    expect(total.lines.map((line) => line.tax)).toEqual([191, 35]);
    expect(total.tax).toBe(191 + 35 + 23);
  });

  it("ajoute la taxe au total quand les prix sont hors taxe", () => {
    const total = cartTotal(input({ tax: { mode: "exclusive", defaultRate: 10 } }));
    expect(total.tax).toBe(210 + 39 + 25);
    expect(total.total).toBe(2490 + 250 + 274);
  });

  it("n'a pas de taxe quand elle est désactivée", () => {
    const total = cartTotal(input({ tax: { mode: "disabled", defaultRate: 10 } }));
    expect(total.tax).toBe(0);
    expect(total.total).toBe(2740);
  });

  it("calcule la taxe de chaque ligne après sa part de remise, à son propre taux", () => {
    const total = cartTotal(
      input({
        mode: "pickup",
        lines: [lineOf(burger), lineOf(soda)],
        offers: [offerOf("fixed_amount", { value: cents(250) })],
      }),
    );
    // 2,50 € répartis sur 9,50 et 3,00 → 1,90 et 0,60
    expect(total.lines.map((line) => line.discount)).toEqual([190, 60]);
    // 7,60 × 10/110 = 0,69 ; 2,40 × 5,5/105,5 = 0,125… → 0,13
    expect(total.lines.map((line) => line.tax)).toEqual([69, 13]);
    expect(total.total).toBe(1250 - 250);
  });

  it("prend les prix à emporter et aucun frais à emporter", () => {
    const total = cartTotal(input({ mode: "pickup", destination: null }));
    expect(total).toMatchObject({ subtotal: 2250, delivery: 0, total: 2250, deliveryProblem: null });
  });

  it("retire la livraison avec une offre de livraison offerte", () => {
    const total = cartTotal(input({ offers: [offerOf("free_delivery")] }));
    expect(total).toMatchObject({
      delivery: 0,
      freeDelivery: true,
      total: 2490,
      appliedOfferIds: ["free_delivery-1"],
    });
  });

  it("signale une livraison impossible sans la facturer", () => {
    const total = cartTotal(
      input({ delivery: distanceDelivery, destination: { ...toulouse, distance: 12 } }),
    );
    expect(total).toMatchObject({ delivery: 0, deliveryProblem: "too_far", total: 2490 });
  });

  it("donne les articles offerts et l'état du code promo", () => {
    const coupon = offerOf("buy_one_get_one", {
      id: "bogo",
      autoApply: false,
      code: "DUO",
      categories: ["burgers"],
    });
    const total = cartTotal(input({ offers: [coupon], coupon: "duo" }));
    expect(total.coupon).toEqual({ state: "valid", offerId: "bogo" });
    expect(total.freeItems.map((item) => [item.itemId, item.quantity])).toEqual([["burger-volcan", 2]]);
  });

  it("fusionne les lignes identiques avant de compter", () => {
    const total = cartTotal(input({ lines: [lineOf(fries), lineOf(fries)] }));
    expect(total.lines).toHaveLength(1);
    expect(total.lines[0]?.amount).toBe(780);
  });

  it("n'est jamais négatif avec une grosse remise", () => {
    const total = cartTotal(input({ offers: [offerOf("fixed_amount", { value: cents(100_000) })] }));
    expect(total.discount).toBe(total.subtotal);
    expect(total.total).toBe(total.delivery);
  });
});

const lineArbitrary: fc.Arbitrary<CartLine> = fc
  .record({
    item: fc.constantFrom(burger, fries, tenders, soda),
    quantity: fc.integer({ min: 1, max: 12 }),
    note: fc.constantFrom("", "épicé"),
  })
  .map(({ item, quantity, note }) => lineOf(item, quantity, { note }));

const offerArbitrary: fc.Arbitrary<Offer> = fc.oneof(
  fc
    .record({ value: fc.integer({ min: 0, max: 100 }), minimum: fc.integer({ min: 0, max: 5000 }) })
    .map(({ value, minimum }) =>
      offerOf("percentage", { id: `p${value}`, value, minimumAmount: cents(minimum) }),
    ),
  fc
    .integer({ min: 0, max: 20_000 })
    .map((value) => offerOf("fixed_amount", { id: `f${value}`, value: cents(value) })),
  fc.constant(offerOf("buy_one_get_one", { categories: ["poulet"] })),
  fc.constant(offerOf("free_item", { menus: ["boissons"] })),
  fc
    .integer({ min: 0, max: 5000 })
    .map((minimum) => offerOf("free_delivery", { minimumAmount: cents(minimum) })),
);

const cartArbitrary = fc.record({
  lines: fc.array(lineArbitrary, { maxLength: 8 }),
  offers: fc.array(offerArbitrary, { maxLength: 5 }),
  mode: fc.constantFrom<OrderMode>("pickup", "delivery"),
  taxMode: fc.constantFrom<TaxMode>("inclusive", "exclusive", "disabled"),
  distance: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null }),
  byZone: fc.boolean(),
});

describe("propriétés du total", () => {
  it("total = sous-total + livraison − remise (+ taxe hors taxe), remise ≤ sous-total, aucun montant négatif", () => {
    fc.assert(
      fc.property(cartArbitrary, ({ lines, offers, mode, taxMode, distance, byZone }) => {
        const total = cartTotal(
          input({
            lines,
            offers,
            mode,
            tax: { mode: taxMode, defaultRate: 10 },
            delivery: byZone ? zoneDelivery : distanceDelivery,
            destination: { ...toulouse, distance },
          }),
        );
        const expected =
          total.subtotal + total.delivery - total.discount + (taxMode === "exclusive" ? total.tax : 0);
        expect(total.total).toBe(expected);
        expect(total.discount).toBeLessThanOrEqual(total.subtotal);
        for (const amount of [total.subtotal, total.discount, total.delivery, total.tax, total.total]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        if (taxMode === "disabled") expect(total.tax).toBe(0);
      }),
    );
  });

  it("fusionner les lignes ne change jamais le total", () => {
    fc.assert(
      fc.property(cartArbitrary, ({ lines, offers, mode, taxMode }) => {
        const settings = { offers, mode, tax: { mode: taxMode, defaultRate: 10 } };
        const asBuilt = cartTotal(input({ ...settings, lines }));
        const merged = cartTotal(input({ ...settings, lines: mergeLines(lines) }));
        expect(merged.total).toBe(asBuilt.total);
        expect(merged.subtotal).toBe(asBuilt.subtotal);
        expect(merged.tax).toBe(asBuilt.tax);
      }),
    );
  });
});

/** A line of `item` with the choices asked for (ids and quantities), built as the menu says. */
function lineWith(item: MenuItem, quantity: number, choices: RequestedOption[]): CartLine {
  return lineOf(item, quantity, { options: resolveOptionChoices(item.optionGroups, choices).selected });
}

describe("TVA par taux", () => {
  it("taxe la boisson d'une formule à son propre taux et le plat à celui du plat", () => {
    const total = cartTotal(
      input({
        mode: "pickup",
        destination: null,
        lines: [lineWith(formule, 1, [{ groupId: "boisson", choiceId: "limonade", quantity: 1 }])],
      }),
    );
    // 11,90 € à 10 % → 1,08 ; limonade 2,50 € à 5,5 % → 0,13
    expect(total.lines[0]?.taxes).toEqual([
      { rate: 10, amount: 1190, tax: 108 },
      { rate: 5.5, amount: 250, tax: 13 },
    ]);
    expect(total.lines[0]?.tax).toBe(121);
    expect(total.taxByRate).toEqual([
      { rate: 5.5, amount: 250, tax: 13 },
      { rate: 10, amount: 1190, tax: 108 },
    ]);
    expect(total).toMatchObject({ subtotal: 1440, tax: 121, total: 1440 });
  });

  it("répartit la remise entre les taux et compte la livraison au taux par défaut", () => {
    const total = cartTotal(
      input({
        lines: [lineWith(formule, 1, [{ groupId: "boisson", choiceId: "limonade", quantity: 1 }])],
        offers: [offerOf("percentage", { value: 10 })],
      }),
    );
    // 12,90 + 2,50 = 15,40 ; remise 1,54 → 1,29 et 0,25 ; livraison 2,50 à 10 % → 0,23
    expect(total.lines[0]?.taxes).toEqual([
      { rate: 10, amount: 1161, tax: 106 },
      { rate: 5.5, amount: 225, tax: 12 },
    ]);
    expect(total.taxByRate).toEqual([
      { rate: 5.5, amount: 225, tax: 12 },
      { rate: 10, amount: 1161 + 250, tax: 106 + 23 },
    ]);
    expect(total.tax).toBe(106 + 12 + 23);
  });

  it("n'a aucune TVA par taux quand la taxe est désactivée", () => {
    const total = cartTotal(
      input({
        tax: { mode: "disabled", defaultRate: 10 },
        lines: [lineWith(formule, 2, [{ groupId: "boisson", choiceId: "biere", quantity: 1 }])],
      }),
    );
    expect(total.taxByRate).toEqual([]);
    expect(total.tax).toBe(0);
  });
});

const choicesOf = (item: MenuItem) =>
  fc
    .tuple(
      ...item.optionGroups.map((group) =>
        fc.subarray(group.choices, { maxLength: Math.min(group.max, group.choices.length) }),
      ),
    )
    .map((perGroup) =>
      perGroup.flatMap((choices, index) =>
        choices.map((choice) => ({
          groupId: item.optionGroups[index]?.id ?? "",
          choiceId: choice.id,
          quantity: 1,
        })),
      ),
    );

/** Lines with choices: the catalogue's (no choice has a rate of its own) or the formule's too. */
const lineWithChoicesArbitrary = (items: MenuItem[]): fc.Arbitrary<CartLine> =>
  fc
    .constantFrom(...items)
    .chain((item) =>
      fc.tuple(
        fc.constant(item),
        fc.integer({ min: 1, max: 12 }),
        choicesOf(item),
        fc.constantFrom("", "épicé"),
      ),
    )
    .map(([item, quantity, choices, note]) => ({ ...lineWith(item, quantity, choices), note }));

const ratedCartArbitrary = (items: MenuItem[]) =>
  cartArbitrary.chain((cart) =>
    fc.array(lineWithChoicesArbitrary(items), { maxLength: 6 }).map((lines) => ({ ...cart, lines })),
  );

function pricedCart({
  lines,
  offers,
  mode,
  taxMode,
  distance,
  byZone,
}: {
  lines: CartLine[];
  offers: Offer[];
  mode: OrderMode;
  taxMode: TaxMode;
  distance: number | null;
  byZone: boolean;
}) {
  return cartTotal(
    input({
      lines,
      offers,
      mode,
      tax: { mode: taxMode, defaultRate: 10 },
      delivery: byZone ? zoneDelivery : distanceDelivery,
      destination: { ...toulouse, distance },
    }),
  );
}

describe("propriétés de la TVA par taux", () => {
  it("les TVA par taux font la TVA de la commande, et leurs montants ce qu'elle coûte avant taxe ajoutée", () => {
    fc.assert(
      fc.property(ratedCartArbitrary([...catalogue, formule]), (cart) => {
        const total = pricedCart(cart);
        if (cart.taxMode === "disabled") {
          expect(total.taxByRate).toEqual([]);
          return;
        }
        expect(total.taxByRate.reduce((sum, part) => sum + part.tax, 0)).toBe(total.tax);
        expect(total.taxByRate.reduce((sum, part) => sum + part.amount, 0)).toBe(
          total.subtotal - total.discount + total.delivery,
        );
        expect(new Set(total.taxByRate.map((part) => part.rate)).size).toBe(total.taxByRate.length);
      }),
    );
  });

  it("chaque ligne répartit sa remise entre ses taux sans perdre ni créer un centime", () => {
    fc.assert(
      fc.property(ratedCartArbitrary([...catalogue, formule]), (cart) => {
        for (const line of pricedCart(cart).lines) {
          expect(line.taxes.reduce((sum, part) => sum + part.amount, 0)).toBe(line.amount - line.discount);
          expect(line.taxes.reduce((sum, part) => sum + part.tax, 0)).toBe(line.tax);
          for (const part of line.taxes) expect(part.amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("sans taux propre à un choix, le panier est taxé exactement comme avant", () => {
    fc.assert(
      fc.property(ratedCartArbitrary(catalogue), (cart) => {
        const total = pricedCart(cart);
        // The single-rate rule as it was: each line at its item's rate on its amount after discount.
        const before = total.lines.map((line) =>
          lineTax(cents(line.amount - line.discount), line.line.price.taxRate, cart.taxMode),
        );
        expect(total.lines.map((line) => line.tax)).toEqual(before);
        expect(total.lines.every((line) => line.taxes.length === 1)).toBe(true);
        expect(total.tax).toBe(
          before.reduce((sum, tax) => sum + tax, 0) + lineTax(total.delivery, 10, cart.taxMode),
        );
      }),
    );
  });
});
