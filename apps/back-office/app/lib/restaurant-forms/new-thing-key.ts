/**
 * A new thing's key (ADR 051): from its name, readable in the restaurant file and in addresses,
 * with a short random suffix so that two things of the same name never share one, and a key once
 * deleted is never given again to something else.
 */
export function newThingKey(name: string, random: () => number = Math.random): string {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  const suffix = Array.from(
    { length: 4 },
    () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)],
  ).join("");
  return base ? `${base}-${suffix}` : suffix;
}
