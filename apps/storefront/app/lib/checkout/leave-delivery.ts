import type { DistanceResult } from "@comptoir/contracts";
import {
  type CheckoutTab,
  type DeliverySettings,
  isTooFar,
  leaveDeliveryStep,
  type OrderMode,
} from "@comptoir/domain";
import { delivery as deliveryText } from "@comptoir/messages";
import type { CheckoutForms } from "./checkout-forms.ts";
import type { CheckoutState } from "./checkout-state.ts";
import { isAddressFilled } from "./delivery-address.ts";
import type { OrderTime } from "./use-order-time.ts";

/** The address as measured, or why it could not be (in French). */
export type MeasuredAddress = { ok: true; result: DistanceResult } | { ok: false; message: string };

export type LeavingDelivery =
  | { ok: true /** No cash: the card is the method. */; cardOnly: boolean }
  | { ok: false; alert: string; goTo: CheckoutTab };

/**
 * The guards of leaving delivery (docs/product.md#checkout), in their order: the address (measured; too far
 * or outside every zone), then the domain's `leaveDeliveryStep` (details, address, time, the items'
 * menus at the slot, the method). `measure` gives the form's address measured, or null when there
 * is none to check.
 */
export async function checkLeavingDelivery(input: {
  state: CheckoutState;
  mode: OrderMode;
  forms: Pick<CheckoutForms, "validPersonal" | "deliveryErrors">;
  time: Pick<OrderTime, "today" | "isScheduled" | "check">;
  delivery: Pick<DeliverySettings, "maxDistance">;
  cashOffered: boolean;
  measure: () => Promise<MeasuredAddress | null>;
}): Promise<LeavingDelivery> {
  const { state, mode, forms, time } = input;
  let tooFar = false;
  if (mode === "delivery" && isAddressFilled(state.delivery)) {
    const measured = await input.measure();
    if (measured && !measured.ok) return { ok: false, alert: measured.message, goTo: "delivery" };
    if (measured?.ok) {
      tooFar = measured.result.too_far ?? isTooFar(measured.result.distance, input.delivery);
      if (!tooFar && measured.result.in_zone === false) {
        return { ok: false, alert: deliveryText.no_zone, goTo: "delivery" };
      }
    }
  }
  const isScheduled = time.isScheduled(state);
  const outcome = leaveDeliveryStep({
    mode,
    tooFar,
    personalValid: forms.validPersonal(state.personal) !== null,
    deliveryValid:
      Object.keys(
        forms.deliveryErrors({ ...state.delivery, is_scheduled: isScheduled }, { mode, today: time.today }),
      ).length === 0,
    time: time.check(state),
    cashOffered: input.cashOffered,
  });
  return outcome.ok ? { ok: true, cardOnly: outcome.method === "card" } : outcome;
}
