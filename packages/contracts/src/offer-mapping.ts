import { eurosToCents, type Offer, type Weekday } from "@comptoir/domain";
import type { OfferPayload } from "./offers.ts";

// No zod here: the browser imports this mapping without the schemas.

/** An offer payload with its coupon code, as the coupon call answers it and the server knows it. */
export type OfferWithCode = OfferPayload & { code?: string | null };

/** The domain offer behind a payload, with the coupon code when the payload is a coupon's. */
export function offerFromPayload(payload: OfferWithCode): Offer {
  const fields = {
    id: String(payload.id),
    name: payload.name,
    code: payload.code ?? null,
    isActive: payload.is_active,
    autoApply: payload.auto_apply,
    allowRepeat: payload.allow_repeat,
    activeTimes: {
      days: [...payload.active_times.days] as Weekday[],
      start: payload.active_times.start,
      end: payload.active_times.end,
    },
    deliveryPickup: payload.delivery_pickup,
    minimumAmount: eurosToCents(payload.minimum_amount),
    firstOrder: payload.first_order === true,
    menus: payload.menus.map(String),
    categories: payload.categories.map(String),
    items: payload.items.map(String),
  };
  switch (payload.type) {
    case "percentage":
      return { ...fields, type: "percentage", value: payload.value };
    case "fixed_amount":
      return { ...fields, type: "fixed_amount", value: eurosToCents(payload.value) };
    default:
      return { ...fields, type: payload.type };
  }
}
