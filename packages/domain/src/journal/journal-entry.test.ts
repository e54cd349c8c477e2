import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "./journal-entry.ts";

describe("le texte haché d'une écriture du journal", () => {
  it("trie les clés à toute profondeur et garde l'ordre des listes", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: "é" } })).toBe('{"a":{"c":"é","d":[2,1]},"b":1}');
  });

  it("donne le même texte quel que soit l'ordre des clés reçu, et se relit à l'identique", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
        const reversed = JSON.parse(JSON.stringify(value), (_key, item) => {
          if (item === null || typeof item !== "object" || Array.isArray(item)) return item;
          return Object.fromEntries(Object.entries(item).reverse());
        });
        expect(canonicalJson(reversed)).toBe(text);
      }),
    );
  });
});
