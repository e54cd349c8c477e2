import { describe, expect, it } from "vitest";
import { pageCount, pageOfSearch } from "./use-account-orders.ts";

describe("les pages des commandes", () => {
  it("lit la page demandée, 1 sinon", () => {
    expect(pageOfSearch("?page=3")).toBe(3);
    for (const search of ["", "?page=0", "?page=-2", "?page=1.5", "?page=abc"])
      expect(pageOfSearch(search)).toBe(1);
  });

  it("compte les pages de 20, au moins une", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
