import type { DraftThing, ThingKind, ThingRef } from "@comptoir/contracts/catalogue-draft";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import type { StaffCall } from "../staff-api.ts";

/**
 * The catalogue editor's calls to the draft (ADR 051), through the staff API's one authenticated
 * call. Only types come from the contracts here: the forms check values with the schemas, the
 * server checks them again.
 */

/** A thing as the draft's API gives it: its value, its revision, who saved it last and when. */
export type DraftThingPayload = {
  [K in ThingKind]: Extract<DraftThing, { kind: K }> & {
    ref: ThingRef;
    revision: number;
    updated_by_name: string | null;
    updated_at: string;
  };
}[ThingKind];

export type DraftThingOf<K extends ThingKind> = Extract<DraftThingPayload, { kind: K }>;
export type ThingValueOf<K extends ThingKind> = DraftThingOf<K>["value"];

export interface DraftPayload {
  things: DraftThingPayload[];
  version: { id: number; published_at: string; published_by_name: string | null } | null;
}

/** The lists a reorder names: menus, groups, offers, or one menu's categories, one category's items. */
export type OrderParent = "menu" | "group" | "offer" | `menu:${string}` | `category:${string}`;

export type BulkBody =
  | { action: "attach_group" | "detach_group"; group: string; items: string[] }
  | {
      action: "reprice";
      items: string[];
      service: "both" | "pickup" | "delivery";
      mode: "percent" | "amount";
      value: number;
      rounding: "cent" | "ten_cents" | "ends_90" | "ends_50";
    };

export interface SaveBody {
  /** The revision the edit was based on; null for a new thing. */
  revision: number | null;
  value: unknown;
  position?: number;
}

/** A refused save: with `stale_revision`, the thing as it is now on the server. */
export function staleCurrent(result: ApiResult<unknown>): DraftThingPayload | null {
  if (result.ok || result.status !== 409 || result.code !== "stale_revision") return null;
  const current = result.details?.current;
  return current && typeof current === "object" ? (current as DraftThingPayload) : null;
}

const BASE = "/v2/staff/catalogue/draft";

export function createDraftClient(call: StaffCall) {
  return {
    draft: () => call<DraftPayload>("GET", BASE),
    save: (ref: ThingRef, body: SaveBody) =>
      call<{ thing: DraftThingPayload }>("PUT", `${BASE}/things/${ref}`, body),
    remove: (ref: ThingRef, revision: number) =>
      call<null>("DELETE", `${BASE}/things/${ref}?revision=${revision}`),
    order: (parent: OrderParent, keys: string[]) => call<null>("POST", `${BASE}/order`, { parent, keys }),
    bulk: (body: BulkBody) => call<{ things: DraftThingPayload[] }>("POST", `${BASE}/bulk`, body),
  };
}

export type DraftClient = ReturnType<typeof createDraftClient>;
