import {
  type DeliveryDestination,
  type DeliverySettings,
  deliveryCostTo,
  formatEuros,
  lowestDeliveryFee,
  minimumOrderFor,
} from "@comptoir/domain";
import { fill, deliveryTerms as text } from "@comptoir/messages";

/**
 * What choosing delivery changes, said beside the pickup/delivery switch: the fee to the saved
 * address (or the lowest, "dès", before one is chosen) and the small-order supplement with its
 * threshold. Both from the domain's rules that price the cart (`deliveryCostTo`,
 * `minimumOrderFor`), so the cart then charges what was said. Null when nothing can be told yet
 * (priced by zone, without zones).
 */
export function deliveryTermsText(
  settings: DeliverySettings,
  destination: DeliveryDestination | null,
): string | null {
  const cost = destination ? deliveryCostTo(settings, destination) : null;
  if (cost !== null) {
    const { minimumOrder, flatCharge } = minimumOrderFor(settings, destination);
    return flatCharge > 0
      ? fill(text.atAddressWithCharge, {
          fee: formatEuros(cost),
          charge: formatEuros(flatCharge),
          minimum: formatEuros(minimumOrder),
        })
      : fill(text.atAddress, { fee: formatEuros(cost) });
  }
  const lowest = lowestDeliveryFee(settings);
  if (lowest === null) return null;
  const anyCharge =
    settings.calculation === "zone_based"
      ? settings.zones.some((zone) => zone.flatCharge > 0)
      : settings.flatCharge > 0;
  return fill(anyCharge ? text.fromWithCharge : text.from, { fee: formatEuros(lowest) });
}
