import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "./journal-entry.ts";

describe("le texte haché d'une écriture du journal", () => {
  it("trie les clés à toute profondeur et garde l'ordre des listes", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: "é" } })).toBe('{"a":{"c":"é","d":[2,1]},"b":1}');
  });

  it("écrit le même texte que sa première écriture : les chaînes déjà hachées restent valides", () => {
    // Its first writing, kept here as the reference the stored journals were hashed with.
    const first = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map(first).join(",")}]`;
      if (value !== null && typeof value === "object") {
        const entries = Object.entries(value as Record<string, unknown>)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${first(item)}`).join(",")}}`;
      }
      return JSON.stringify(value);
    };
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
        expect(canonicalJson(value)).toBe(first(value));
      }),
    );
    expect(canonicalJson([undefined, { a: undefined, b: [undefined] }])).toBe(
      first([undefined, { a: undefined, b: [undefined] }]),
    );
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
