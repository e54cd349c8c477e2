// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LAST_ORDER_STORAGE_KEY, readLastOrder, rememberLastOrder } from "./last-order.ts";

beforeEach(() => localStorage.clear());

describe("la dernière commande, gardée pour /success", () => {
  it("se relit après un rechargement", () => {
    rememberLastOrder({ order_id: 42, local_id: "cle-de-commande-01" });
    expect(JSON.parse(localStorage.getItem(LAST_ORDER_STORAGE_KEY) ?? "null")).toEqual({
      order_id: 42,
      local_id: "cle-de-commande-01",
    });
    expect(readLastOrder()).toEqual({ order_id: 42, local_id: "cle-de-commande-01" });
  });

  it("ignore ce qui n'en a pas la forme", () => {
    expect(readLastOrder()).toBeNull();
    for (const stored of [
      "{",
      "null",
      '{"order_id":"42","local_id":"cle-de-commande-01"}',
      '{"order_id":42,"local_id":"a b"}',
    ]) {
      localStorage.setItem(LAST_ORDER_STORAGE_KEY, stored);
      expect(readLastOrder()).toBeNull();
    }
  });

  it("le stockage refusé (navigation privée, plein) : /success montre quand même la commande passée", () => {
    const setItem = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("plein", "QuotaExceededError");
    });
    rememberLastOrder({ order_id: 43, local_id: "cle-de-commande-02" });
    setItem.mockRestore();
    expect(readLastOrder()).toEqual({ order_id: 43, local_id: "cle-de-commande-02" });
    // Once storage takes the next order, it is the one read.
    rememberLastOrder({ order_id: 44, local_id: "cle-de-commande-03" });
    expect(readLastOrder()).toEqual({ order_id: 44, local_id: "cle-de-commande-03" });
  });
});
