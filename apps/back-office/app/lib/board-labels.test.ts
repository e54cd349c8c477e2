import { clockTimeAt, zonedClock } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import {
  addressLine,
  customerName,
  historyLine,
  optionsLine,
  paymentLabel,
  phoneHref,
  promisedLabel,
  returnLabel,
} from "./board-labels.ts";
import { boardOrder } from "./board-order.fixture.ts";

const PARIS = "Europe/Paris";

describe("the board's words", () => {
  it("tells the time in the restaurant's zone, never the tablet's", () => {
    expect(clockTimeAt(new Date("2026-11-24T11:40:00.000Z"), PARIS)).toBe("12:40");
    expect(clockTimeAt(new Date("2026-11-24T11:40:00.000Z"), "America/Martinique")).toBe("07:40");
    expect(zonedClock(new Date("2026-11-24T23:30:00.000Z"), PARIS).date).toBe("2026-11-25");
  });

  it("says when the customer expects the order, with the day when it is not today", () => {
    const asap = boardOrder({ promised_at: "2026-11-24T11:40:00.000Z" });
    expect(promisedLabel(asap, PARIS, "2026-11-24")).toBe("Dès que possible — promise pour 12:40");
    const slot = boardOrder({
      slot: "19:00 – 19:15",
      promised_at: "2026-11-25T18:00:00.000Z",
      delivery_date: "2026-11-25",
    });
    expect(promisedLabel(slot, PARIS, "2026-11-24")).toBe(
      "Créneau 19:00 – 19:15 — promise pour le mercredi 25 novembre 19:00",
    );
  });

  it("says whether the money is in, and what to collect, in cash on the bag ticket", () => {
    expect(paymentLabel(boardOrder({ payment_method: "card", paid: true, to_collect: 0 }))).toBe(
      "Payée par carte",
    );
    expect(paymentLabel(boardOrder({ to_collect: 12.5 }))).toBe("À encaisser : 12,50\u00a0€");
    // Once handed over, the cash recorded (its last correction), on the card and on the ticket.
    const collected = { id: 3, amount: 2000, at: "2026-11-24T11:30:00.000Z", by: "Karim" };
    expect(paymentLabel(boardOrder({ to_collect: 0, cash_collected: collected }))).toBe(
      "Encaissé 20,00\u00a0€",
    );
    expect(paymentLabel(boardOrder({ to_collect: 0, cash_collected: collected }), { cash: true })).toBe(
      "Encaissé 20,00\u00a0€",
    );
    expect(paymentLabel(boardOrder({ to_collect: 12.5 }), { cash: true })).toBe(
      "À encaisser en espèces : 12,50\u00a0€",
    );
    expect(paymentLabel(boardOrder({ payment_method: "card", paid: true, refunded: true }))).toBe(
      "Remboursée",
    );
    expect(paymentLabel(boardOrder({ payment_method: "card", paid: true, refund_pending: true }))).toBe(
      "Remboursement en attente",
    );
  });

  it("names who changed an order, or the shop itself", () => {
    const at = "2026-11-24T11:05:00.000Z";
    expect(historyLine({ progress: "accepted", at, by: "Samir", reason: null, ready_at: null }, PARIS)).toBe(
      "Acceptée à 12:05 par Samir",
    );
    expect(historyLine({ progress: "cancelled", at, by: null, reason: null, ready_at: null }, PARIS)).toBe(
      "Annulée à 12:05 (automatique)",
    );
  });

  it("writes lines, names, addresses and phone links as the kitchen reads them", () => {
    expect(
      optionsLine([
        { name: "Samouraï", quantity: 1 },
        { name: "Frites", quantity: 2 },
      ]),
    ).toBe("Samouraï, Frites ×2");
    expect(customerName({ first_name: "Léa", last_name: "", phone: "", email: "" })).toBe("Léa");
    expect(addressLine({ address: "12 rue Mercière", postal_code: "69002", city: "Lyon" })).toBe(
      "12 rue Mercière, 69002 Lyon",
    );
    expect(phoneHref("+33 6 12-34.56 78")).toBe("tel:+33612345678");
  });

  it("says when a sold-out entry comes back", () => {
    const now = new Date("2026-11-24T11:00:00.000Z");
    expect(returnLabel("2026-11-24T17:00:00.000Z", now, PARIS)).toBe("aujourd'hui à 18:00");
    expect(returnLabel("2026-11-25T10:30:00.000Z", now, PARIS)).toBe("demain à 11:30");
    expect(returnLabel("2026-11-24T23:00:00.000Z", now, PARIS)).toBe("demain");
    expect(returnLabel("2026-11-26T10:30:00.000Z", now, PARIS)).toBe("jeudi à 11:30");
    expect(returnLabel("2026-11-26T23:00:00.000Z", now, PARIS)).toBe("vendredi");
  });
});
