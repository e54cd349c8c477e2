// @vitest-environment happy-dom
import { type CartLine, cents, lineFromMenu, MAX_NOTE_LENGTH } from "@comptoir/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testShop } from "../testing/shop-fixture.ts";
import {
  CART_COOKIE,
  cartCookieWrites,
  cartFromCookieHeader,
  decodeCartCookie,
  encodeCartCookie,
  MAX_CART_COOKIE_LENGTH,
  MAX_CART_COOKIE_LINES,
} from "./cart-cookie.ts";
import { cartStore, EMPTY_CART } from "./cart-state.ts";
import { cartFromCopy } from "./checkout/cart-copy.server.ts";

const shop = testShop();

function line(
  itemId: string,
  options: { groupId: string; choiceId: string; quantity: number }[] = [],
  quantity = 1,
  note = "",
): CartLine {
  const result = lineFromMenu(shop.menuItems, { itemId, options, quantity, note });
  if (!result.ok) throw new Error("ligne refusée");
  return result.line;
}

const burger = line(
  "1",
  [{ groupId: "100", choiceId: "1001", quantity: 1 }],
  2,
  "Sans oignons; merci, « bien cuit »",
);
const drink = line("3");

describe("la copie du panier dans un cookie", () => {
  it("garde les articles, leurs choix, quantités et notes, et rien d'autre", () => {
    const value = encodeCartCookie([burger, drink]);
    expect(value).not.toBeNull();
    // Ni prix ni nom : le serveur les reprend de la carte.
    expect(decodeURIComponent(value ?? "")).not.toContain(burger.name);
    expect(decodeCartCookie(value ?? "")).toEqual([
      {
        itemId: "1",
        quantity: 2,
        options: [{ groupId: "100", choiceId: "1001", quantity: 1 }],
        note: "Sans oignons; merci, « bien cuit »",
      },
      { itemId: "3", quantity: 1, options: [], note: "" },
    ]);
  });

  it("s'écrit sans caractère interdit dans un cookie", () => {
    expect(encodeCartCookie([burger])).toMatch(/^[\w.%!'()*~-]+$/);
  });

  it("n'est pas écrit pour un panier vide ; au-delà de ses bornes, seule une marque est écrite, jamais lue comme des lignes", () => {
    expect(encodeCartCookie([])).toBeNull();
    const tooMany = encodeCartCookie(Array.from({ length: MAX_CART_COOKIE_LINES + 1 }, () => drink));
    const longNotes = Array.from({ length: 30 }, () => ({ ...drink, note: "é".repeat(MAX_NOTE_LENGTH) }));
    const tooLong = encodeCartCookie(longNotes);
    for (const mark of [tooMany, tooLong]) {
      expect(mark).not.toBeNull();
      expect(mark?.length).toBeLessThan(10);
      expect(decodeCartCookie(mark ?? "")).toBeNull();
      // A cart the server cannot draw: not an empty one.
      expect(cartFromCookieHeader(`${CART_COOKIE}=${mark}`)).toBeNull();
    }
  });

  it("tient dans la limite d'un cookie tant qu'il est écrit", () => {
    const lines = Array.from({ length: MAX_CART_COOKIE_LINES }, (_, index) => ({
      ...burger,
      note: `n${index}`,
    }));
    const value = encodeCartCookie(lines);
    expect(value?.length ?? 0).toBeLessThanOrEqual(MAX_CART_COOKIE_LENGTH);
    for (const write of cartCookieWrites(lines, ["/checkout"], true)) {
      expect(new TextEncoder().encode(write).length).toBeLessThan(4096);
    }
  });

  it("est ignoré en entier s'il est illisible, d'une autre version ou hors bornes", () => {
    const good = encodeCartCookie([drink]) ?? "";
    const encoded = (lines: unknown) => `1.${encodeURIComponent(JSON.stringify(lines))}`;
    for (const bad of [
      "",
      "nimportequoi",
      `2${good.slice(1)}`,
      "1.%E0%A4%A",
      "1.{pas du json",
      encoded({ itemId: "3" }),
      encoded([]),
      encoded([["3", 0, [], ""]]),
      encoded([["3", 1.5, [], ""]]),
      encoded([["3", 100, [], ""]]),
      encoded([["", 1, [], ""]]),
      encoded([["3", 1, [], "x".repeat(MAX_NOTE_LENGTH + 1)]]),
      encoded([["3", 1, [["100", 1001, 1]], ""]]),
      encoded([
        ["3", 1, [], ""],
        ["3", 1, "", ""],
      ]),
      encoded(Array.from({ length: MAX_CART_COOKIE_LINES + 1 }, () => ["3", 1, [], ""])),
      `1.${"%5B".repeat(MAX_CART_COOKIE_LENGTH)}`,
    ]) {
      expect(decodeCartCookie(bad), bad.slice(0, 40)).toBeNull();
    }
  });

  it("est lu dans l'en-tête Cookie parmi les autres cookies", () => {
    const value = encodeCartCookie([drink]);
    expect(cartFromCookieHeader(`i18n_redirected=fr; ${CART_COOKIE}=${value}; autre=1`)).toEqual([
      { itemId: "3", quantity: 1, options: [], note: "" },
    ]);
    // No copy: an empty cart, since every change keeps the copy (ADR 090).
    expect(cartFromCookieHeader("i18n_redirected=fr; cartes=1")).toEqual([]);
    expect(cartFromCookieHeader(null)).toEqual([]);
    // A copy it cannot read: unknown.
    expect(cartFromCookieHeader(`${CART_COOKIE}=abimé`)).toBeNull();
  });

  it("va seulement aux pages de la commande, et s'efface pour un panier vide", () => {
    const paths = ["/checkout", "/fr/checkout"];
    const [plain, french] = cartCookieWrites([drink], paths, false);
    expect(plain).toMatch(/^cart=1\.[^;]+; Path=\/checkout; Max-Age=2592000; SameSite=Lax$/);
    expect(french).toContain("; Path=/fr/checkout;");
    expect(cartCookieWrites([drink], paths, true)[0]).toMatch(/; Secure$/);
    expect(cartCookieWrites([], paths, false)).toEqual([
      "cart=; Path=/checkout; Max-Age=0; SameSite=Lax",
      "cart=; Path=/fr/checkout; Max-Age=0; SameSite=Lax",
    ]);
  });
});

describe("le panier que le serveur dessine depuis la copie", () => {
  it("reprend noms et prix de la carte, jamais de la copie", () => {
    const forged: CartLine = { ...drink, name: "Faux", price: { ...drink.price, pickup: cents(1) } };
    const copy = decodeCartCookie(encodeCartCookie([forged]) ?? "");
    expect(cartFromCopy(shop.menuItems, copy)).toEqual({ lines: [drink], coupon: null });
  });

  it("laisse de côté une ligne qui n'est plus à la carte, et rien s'il ne reste rien", () => {
    const soldOut = { itemId: "4", quantity: 1, options: [], note: "" };
    const vanished = { itemId: "999", quantity: 1, options: [], note: "" };
    const kept = { itemId: "3", quantity: 1, options: [], note: "" };
    expect(cartFromCopy(shop.menuItems, [soldOut, kept, vanished])?.lines).toEqual([drink]);
    expect(cartFromCopy(shop.menuItems, [soldOut, vanished])).toBeNull();
    expect(cartFromCopy(shop.menuItems, null)).toBeNull();
  });
});

describe("le cookie suit le panier", () => {
  let written: string[];
  beforeEach(() => {
    localStorage.clear();
    written = [];
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
      written.push(value);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("à chaque changement du panier, vidé compris, dans l'ordre des changements", async () => {
    cartStore.set({ lines: [drink], coupon: null });
    cartStore.set(EMPTY_CART);
    await vi.waitFor(() => expect(written).toHaveLength(4));
    expect(written[0]).toBe(cartCookieWrites([drink], ["/checkout"], false)[0]);
    expect(written[1]).toContain("Path=/fr/checkout");
    expect(written.slice(2)).toEqual([
      "cart=; Path=/checkout; Max-Age=0; SameSite=Lax",
      "cart=; Path=/fr/checkout; Max-Age=0; SameSite=Lax",
    ]);
  });

  it("un navigateur sans panier prend celui de la copie ; un panier gardé reste le sien", () => {
    cartStore.reload();
    cartStore.adopt({ lines: [drink], coupon: null });
    expect(cartStore.get().lines).toEqual([drink]);
    cartStore.set({ lines: [burger], coupon: null });
    cartStore.adopt({ lines: [drink], coupon: null });
    expect(cartStore.get().lines).toEqual([burger]);
  });

  it("un panier gardé égal à la copie devient l'objet de la copie : rien n'est dessiné de nouveau", () => {
    cartStore.set({ lines: [drink], coupon: null });
    const copy = { lines: [{ ...drink }], coupon: null };
    cartStore.adopt(copy);
    expect(cartStore.get()).toBe(copy);
  });
});
