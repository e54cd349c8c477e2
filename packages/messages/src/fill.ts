/**
 * Fills the `{name}` placeholders of a catalogue text; a placeholder without a value stays as it is,
 * so a forgotten value shows up in tests instead of vanishing.
 */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
