import type { KitchenLoadPayload, KitchenWindowPayload, RushPayload } from "@comptoir/contracts";

/**
 * A load as GET /v2/staff/kitchen/load answers it: eight windows from 12:00 in Paris (11:00 UTC),
 * a calm one, a busy one, a full one, one without a capacity, one closed, then empty ones.
 */
export function kitchenLoadOf(
  changes: { rush?: RushPayload | null; now?: string; windows?: KitchenWindowPayload[] } = {},
): KitchenLoadPayload {
  const start = (index: number) =>
    new Date(Date.parse("2026-11-24T11:00:00.000Z") + index * 15 * 60_000).toISOString();
  const shapes: Omit<KitchenWindowPayload, "start">[] = [
    { capacity: 60, reserved: 30, closed: false },
    { capacity: 60, reserved: 48, closed: false },
    { capacity: 60, reserved: 57, closed: false },
    { capacity: null, reserved: 25, closed: false },
    { capacity: 60, reserved: 12, closed: true },
    { capacity: 60, reserved: 0, closed: false },
    { capacity: 60, reserved: 0, closed: false },
    { capacity: 60, reserved: 0, closed: false },
  ];
  return {
    windows: changes.windows ?? shapes.map((shape, index) => ({ start: start(index), ...shape })),
    rush: changes.rush ?? null,
    now: changes.now ?? "2026-11-24T11:05:00.000Z",
  };
}
