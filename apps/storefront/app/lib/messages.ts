import fr from "../messages/fr.json";

/** Every French text of the shop, from one catalogue. */
export const messages = fr;

/** The catalogue's sections one by one, for `import { cart as cartText }`. */
export const { api, cart, error, home, location, menu, product, site } = fr;

/** Fills `{name}` placeholders of a catalogue text. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
