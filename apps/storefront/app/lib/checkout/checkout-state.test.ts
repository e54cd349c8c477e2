import { localIdSchema } from "@comptoir/contracts";
import { describe, expect, it } from "vitest";
import {
  afterOrder,
  EMPTY_PERSONAL,
  initialCheckout,
  newLocalId,
  parseCheckout,
  prefillPersonal,
  withCurrentDate,
} from "./checkout-state.ts";

describe("l'état de la commande gardé dans le navigateur", () => {
  it("commence à l'onglet type, aujourd'hui, sans créneau, en espèces", () => {
    const state = initialCheckout("2026-11-24");
    expect(state).toMatchObject({
      tab: "type",
      personal: EMPTY_PERSONAL,
      delivery: {
        country: "France",
        is_scheduled: false,
        delivery_date: "2026-11-24",
        delivery_time_range: null,
      },
      payment: { method: "cash", failed: false },
      placed: null,
    });
  });

  it("une clé de commande neuve à chaque fois, au format du contrat", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newLocalId()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(localIdSchema.safeParse(key).success).toBe(true);
  });

  it("après une commande : onglet type, date du jour, plus de créneau, une nouvelle clé ; les coordonnées restent", () => {
    const before = {
      ...initialCheckout("2026-11-24"),
      tab: "confirmation" as const,
      personal: { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" },
      payment: { method: "card" as const, failed: true },
      placed: { orderId: 4, localId: "abcdefghijkl", fingerprint: "x", total: 12 },
    };
    before.delivery = {
      ...before.delivery,
      is_scheduled: true,
      delivery_date: "2026-11-25",
      delivery_time_range: "19:00",
    };
    const after = afterOrder(before, "2026-11-24");
    expect(after.tab).toBe("type");
    expect(after.delivery).toMatchObject({
      is_scheduled: false,
      delivery_date: "2026-11-24",
      delivery_time_range: null,
    });
    expect(after.placed).toBeNull();
    expect(after.payment.failed).toBe(false);
    expect(after.localId).not.toBe(before.localId);
    expect(after.personal).toEqual(before.personal);
  });

  it("une date passée redevient aujourd'hui, sans créneau", () => {
    const stale = { ...initialCheckout("2026-11-20") };
    stale.delivery = { ...stale.delivery, is_scheduled: true, delivery_time_range: "12:00" };
    expect(withCurrentDate(stale, "2026-11-24").delivery).toMatchObject({
      delivery_date: "2026-11-24",
      delivery_time_range: null,
      is_scheduled: false,
    });
    const future = { ...stale, delivery: { ...stale.delivery, delivery_date: "2026-11-26" } };
    expect(withCurrentDate(future, "2026-11-24")).toBe(future);
  });

  it("relit ce qui est lisible et remplace le reste", () => {
    const read = parseCheckout(
      {
        tab: "paiement",
        personal: { first_name: "Léa", email: 42 },
        delivery: { delivery_date: "2026-13-45", delivery_time_range: "", is_scheduled: "oui", country: "" },
        payment: { method: "bitcoin" },
        localId: "court",
        placed: { orderId: "7" },
      },
      "2026-11-24",
    );
    expect(read.tab).toBe("type");
    expect(read.personal).toEqual({ first_name: "Léa", last_name: "", email: "", phone: "" });
    expect(read.delivery).toMatchObject({
      delivery_date: "2026-11-24",
      delivery_time_range: null,
      is_scheduled: false,
      country: "France",
    });
    expect(read.payment.method).toBe("cash");
    expect(localIdSchema.safeParse(read.localId).success).toBe(true);
    expect(read.placed).toBeNull();
    expect(parseCheckout(null, "2026-11-24").tab).toBe("type");
    const kept = parseCheckout(
      {
        tab: "payment",
        localId: "cle-de-commande-01",
        placed: { orderId: 7, localId: "cle-de-commande-01", fingerprint: "f", total: 3.5 },
        payment: { method: "card", failed: true },
      },
      "2026-11-24",
    );
    expect(kept).toMatchObject({
      tab: "payment",
      localId: "cle-de-commande-01",
      placed: { orderId: 7, total: 3.5 },
      payment: { method: "card", failed: true },
    });
  });

  it("un client connecté (prochaine étape) remplit ce que le client n'a pas saisi", () => {
    const typed = { ...EMPTY_PERSONAL, phone: "0700000000" };
    expect(
      prefillPersonal(typed, {
        first_name: "Léa",
        last_name: "Martin",
        email: "lea@example.fr",
        phone: "0612345678",
      }),
    ).toEqual({ first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0700000000" });
    expect(prefillPersonal(typed, null)).toBe(typed);
  });
});
