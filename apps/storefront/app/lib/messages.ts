import fr from "../messages/fr.json";

/** Every French text of the shop, from one catalogue. */
export const messages = fr;

/** Fills `{name}` placeholders of a catalogue text. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
