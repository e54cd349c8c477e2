import { describe, expect, it } from "vitest";
import { orderTaxRows } from "./order-tax-rows.ts";

describe("les lignes de TVA de la page /success", () => {
  it("une seule ligne quand la commande n'a qu'un taux", () => {
    expect(orderTaxRows({ tax: 1.21, taxes: [{ rate: 10, amount: 1.21 }] })).toEqual([
      { label: "dont TVA", amount: 1.21 },
    ]);
    expect(orderTaxRows({ tax: 0, taxes: [] })).toEqual([{ label: "dont TVA", amount: 0 }]);
  });

  it("une ligne par taux quand la boisson d'une formule a le sien", () => {
    expect(
      orderTaxRows({
        tax: 1.04,
        taxes: [
          { rate: 5.5, amount: 0.1 },
          { rate: 10, amount: 0.94 },
        ],
      }),
    ).toEqual([
      { label: "dont TVA 5,5 %", amount: 0.1 },
      { label: "dont TVA 10 %", amount: 0.94 },
    ]);
  });
});
