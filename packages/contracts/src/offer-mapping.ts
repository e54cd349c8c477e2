import { centsToEuros, eurosToCents, type Offer, type Weekday } from "@comptoir/domain";
import type { OfferPayload } from "./offers.ts";

// No zod here: the browser imports these two functions without the schemas.

/** A domain offer in its payload form: money in euros, ids as numbers, no code. */
export function offerToPayload(offer: Offer, description: string): OfferPayload {
  return {
    id: Number(offer.id),
    name: offer.name,
    description,
    is_active: offer.isActive,
    type: offer.type,
    value:
      offer.type === "percentage"
        ? offer.value
        : offer.type === "fixed_amount"
          ? centsToEuros(offer.value)
          : 0,
    auto_apply: offer.autoApply,
    allow_repeat: offer.allowRepeat,
    active_times: {
      days: [...offer.activeTimes.days],
      start: offer.activeTimes.start,
      end: offer.activeTimes.end,
    },
    delivery_pickup: offer.deliveryPickup,
    minimum_amount: centsToEuros(offer.minimumAmount),
    menus: offer.menus.map(Number),
    categories: offer.categories.map(Number),
    items: offer.items.map(Number),
  };
}

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
