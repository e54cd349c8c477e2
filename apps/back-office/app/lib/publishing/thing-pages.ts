import type { ThingKind } from "@comptoir/contracts/catalogue-draft";

// The kinds in the catalogue's order, written here: the contracts' list comes with zod, which the
// pages never load.
const KINDS = [
  "settings",
  "zones",
  "menu",
  "category",
  "item",
  "group",
  "offer",
] as const satisfies readonly ThingKind[];

/**
 * Where the editor edits each thing of the draft (ADR 051), so that a change or a problem links to
 * the form that fixes it: dishes, menus, categories, option groups and the kitchen's capacity on the
 * catalogue's pages, offers and the other settings on the restaurant's.
 */
const SETTINGS_PAGES: Readonly<Record<string, string>> = {
  features: "/admin/livraison",
  payments: "/admin/paiements",
  scheduling: "/admin/retrait",
  contacts: "/admin/restaurant",
  legal: "/admin/restaurant",
  site: "/admin/restaurant",
  restaurant: "/admin/restaurant",
  capacity: "/admin/carte/capacite",
};

const KIND_PAGES: Partial<Record<ThingKind, (key: string) => string | null>> = {
  item: (key) => `/admin/carte/plats/${encodeURIComponent(key)}`,
  menu: (key) => `/admin/carte/menus/${encodeURIComponent(key)}`,
  category: (key) => `/admin/carte/categories/${encodeURIComponent(key)}`,
  group: (key) => `/admin/carte/options/${encodeURIComponent(key)}`,
  offer: (key) => `/admin/offres/${encodeURIComponent(key)}`,
  zones: () => "/admin/livraison",
  settings: (key) => SETTINGS_PAGES[key] ?? null,
};

/** The kind and key of a ref (`item:burger-piment`), or null for anything else. */
export function refParts(ref: string): { kind: ThingKind; key: string } | null {
  const colon = ref.indexOf(":");
  const kind = ref.slice(0, colon) as ThingKind;
  if (colon < 0 || !(KINDS as readonly string[]).includes(kind)) return null;
  return { kind, key: ref.slice(colon + 1) };
}

/** The editor's page of the thing a ref names, or null when it has none. */
export function editorPathOf(ref: string): string | null {
  const parts = refParts(ref);
  return parts ? (KIND_PAGES[parts.kind]?.(parts.key) ?? null) : null;
}

/** Lines grouped by the kind of thing they are about, in the catalogue's order; the rest last. */
export function groupByKind<T extends { ref: string }>(lines: readonly T[]) {
  const groups = new Map<ThingKind | "other", T[]>();
  for (const kind of KINDS) groups.set(kind, []);
  groups.set("other", []);
  for (const line of lines) groups.get(refParts(line.ref)?.kind ?? "other")?.push(line);
  return [...groups].filter(([, members]) => members.length > 0);
}
