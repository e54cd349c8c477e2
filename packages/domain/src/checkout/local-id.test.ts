import { describe, expect, it } from "vitest";
import { isValidLocalId, newLocalId } from "./local-id.ts";

const random = (bytes: Uint8Array) => globalThis.crypto.getRandomValues(bytes);

describe("la clé d'une commande (local_id)", () => {
  it("accepte les clés tirées au hasard : celles du site et crypto.randomUUID()", () => {
    for (let index = 0; index < 500; index += 1) {
      expect(isValidLocalId(newLocalId(random))).toBe(true);
      expect(isValidLocalId(globalThis.crypto.randomUUID())).toBe(true);
    }
  });

  it("refuse les clés qu'on devine ou trop courtes, et tout ce qui n'est pas un texte", () => {
    for (const key of ["000000000000", "0".repeat(16), "ab".repeat(20), "abcdefABCDEF123", "a".repeat(65)]) {
      expect(isValidLocalId(key)).toBe(false);
    }
    expect(isValidLocalId(`${"abcdefgh".repeat(2)} `)).toBe(false);
    expect(isValidLocalId(1234567890123456)).toBe(false);
    expect(isValidLocalId(null)).toBe(false);
  });

  it("une source de hasard cassée (que des zéros) donne une clé refusée, pas une clé devinable", () => {
    const key = newLocalId((bytes) => bytes.fill(0));
    expect(key).toBe("AAAAAAAAAAAAAAAAAAAAAA");
    expect(isValidLocalId(key)).toBe(false);
  });
});
