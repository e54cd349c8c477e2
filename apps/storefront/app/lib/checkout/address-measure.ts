import type { ApiClient } from "../api-client.ts";
import { chooseDeliveryAddress } from "../location-actions.ts";
import { locationStore } from "../location-store.ts";
import type { CheckoutEvent } from "./checkout-reducer.ts";
import type { DeliveryFields } from "./checkout-state.ts";
import { addressQuery, isSavedAddress } from "./delivery-address.ts";
import type { MeasuredAddress } from "./leave-delivery.ts";

/*
 * The delivery address and the saved one (`location` store, ADR 017): the address measured last,
 * by the menu's search or on leaving delivery, fills the form; the form's address is measured when
 * it differs, and then saved, so the cart's delivery fee follows the address the order goes to.
 * What the page shows meanwhile goes through the reducer.
 */

type Dispatch = (event: CheckoutEvent) => void;

/** The saved address copied into the form; false when there is none. */
export function copySavedAddress(dispatch: Dispatch): boolean {
  const saved = locationStore.get()._distance;
  if (!saved) return false;
  dispatch({
    type: "saved_address_copied",
    address: { address: saved.address, city: saved.city, postal_code: saved.postal_code },
  });
  return true;
}

/** The address measured last, as a measure: what finalising checks again. */
export function lastMeasure(): MeasuredAddress | null {
  const saved = locationStore.get()._distance;
  return saved ? { ok: true, result: saved } : null;
}

/** The form's address measured: the saved one when it is the same, else asked (and then saved). */
export async function measureAddress(
  { api, dispatch }: { api: Pick<ApiClient, "measureDistance">; dispatch: Dispatch },
  fields: DeliveryFields,
): Promise<MeasuredAddress> {
  const saved = locationStore.get()._distance;
  if (saved && isSavedAddress(saved, fields)) return { ok: true, result: saved };
  dispatch({ type: "waiting", for: "address" });
  const measured = await api.measureDistance(addressQuery(fields));
  dispatch({ type: "waiting", for: null });
  if (!measured.ok) return { ok: false, message: measured.message };
  chooseDeliveryAddress(measured.payload);
  return { ok: true, result: measured.payload };
}
