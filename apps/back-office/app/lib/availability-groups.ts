import type { AvailabilityEntryPayload } from "@comptoir/contracts";

/** Entries under their category (items) or option group (choices), in the server's order. */
export function entriesByGroup(
  entries: readonly AvailabilityEntryPayload[],
): [string, AvailabilityEntryPayload[]][] {
  const groups = new Map<string, AvailabilityEntryPayload[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups];
}
