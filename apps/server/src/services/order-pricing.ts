import {
  CHECKOUT_ERROR_CODES,
  type CheckoutErrorCode,
  type OrderPayload,
  type PricedCartPayload,
  type Restaurant,
} from "@comptoir/contracts";
import {
  type CartLine,
  type CartTotal,
  type Cents,
  cartTotal,
  centsToEuros,
  checkOrderTime,
  chooseOrderType,
  couponRefusalMessage,
  type DeliveryDestination,
  type DeliveryProblem,
  describeLineProblem,
  eurosToCents,
  formatEuros,
  itemsUnavailableMessage,
  type LineProblem,
  lineFromMenu,
  minimumOrderMessage,
  NO_PAUSES,
  type OfferCustomer,
  type OrderMode,
  type OrderTime,
  type Pauses,
  pauseAt,
  pauseMessage,
  pausesAt,
} from "@comptoir/domain";
import { delivery as deliveryText, orderChecks } from "@comptoir/messages";
import { groupNamesOf } from "./restaurant.ts";

/** The delivery address as the customer gave it, to be found on the map. */
interface DeliveryAddress {
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

/**
 * How far a delivery address is from the restaurant, in the settings' unit (the distance result's
 * `distance`, the very figure the browser priced the delivery with); null when the address cannot
 * be found. Throws when the geo service itself fails.
 */
export type MeasureDistance = (address: DeliveryAddress) => Promise<{ distance: number } | null>;

export interface CheckedOrder {
  mode: OrderMode;
  total: CartTotal;
  /** The day and slot of the order (null: as soon as possible), and when it should be ready. */
  schedule: OrderTime;
  /** The offer of the entered coupon when it applied. */
  couponOfferId: number | null;
  /**
   * An offer kept for a first order changed the price: the order may be stored only if its account
   * still has no standing order (checked again in the order's transaction, ADR 050).
   */
  firstOrderOffer: boolean;
}

export type OrderRefusal = {
  ok: false;
  status: 409 | 422 | 503;
  code: CheckoutErrorCode;
  message: string;
  /** With `price_changed`: the cart as the server priced it. */
  cart?: PricedCartPayload;
  /** With `kitchen_full`: the next window that can take the order (ISO 8601), or null (ADR 061). */
  nextWindow?: string | null;
};

export type OrderCheck = { ok: true; order: CheckedOrder } | OrderRefusal;

function refuse(status: 409 | 422 | 503, code: CheckoutErrorCode, message: string): OrderRefusal {
  return { ok: false, status, code, message };
}

const DELIVERY_PROBLEM_CODES: Record<DeliveryProblem, CheckoutErrorCode> = {
  delivery_unavailable: CHECKOUT_ERROR_CODES.deliveryUnavailable,
  address_needed: CHECKOUT_ERROR_CODES.addressNeeded,
  no_zone: CHECKOUT_ERROR_CODES.outsideDeliveryZone,
  too_far: CHECKOUT_ERROR_CODES.addressTooFar,
};

function lineProblemCode(problem: LineProblem): CheckoutErrorCode {
  if (problem.kind === "unknown_item") return CHECKOUT_ERROR_CODES.unknownItem;
  if (problem.kind === "item_unavailable" || problem.kind === "choice_unavailable") {
    return CHECKOUT_ERROR_CODES.itemUnavailable;
  }
  return CHECKOUT_ERROR_CODES.invalidOptions;
}

/** The cart lines of the payload, built from the restaurant's own menu (its names and prices). */
function cartLines(
  restaurant: Restaurant,
  items: OrderPayload["items"],
): { ok: true; lines: CartLine[] } | OrderRefusal {
  const lines: CartLine[] = [];
  for (const requested of items) {
    const result = lineFromMenu(restaurant.menuItems, {
      itemId: String(requested.item_id),
      quantity: requested.quantity,
      note: requested.note,
      options: requested.options.flatMap((group) =>
        group.option_options
          .filter((choice) => choice.quantity > 0)
          .map((choice) => ({
            groupId: String(group.id),
            choiceId: String(choice.id),
            quantity: choice.quantity,
          })),
      ),
    });
    if (!result.ok) {
      const [problem] = result.problems as [LineProblem, ...LineProblem[]];
      const item = restaurant.menuItems.find((candidate) => candidate.id === String(requested.item_id));
      const message = describeLineProblem(problem);
      const named = item && problem.kind !== "item_unavailable" ? `${item.name} — ${message}` : message;
      return refuse(422, lineProblemCode(problem), named);
    }
    lines.push(result.line);
  }
  return { ok: true, lines };
}

const euros = (amount: Cents) => centsToEuros(amount);

/** The cart as the server priced it, in the payload's terms (euros, numeric ids). */
function pricedCartPayload(
  restaurant: Restaurant,
  mode: OrderMode,
  coupon: string | null,
  total: CartTotal,
): PricedCartPayload {
  const groupNames = groupNamesOf(restaurant);
  const options = (selected: CartLine["options"]) =>
    selected.map((option) => ({
      group_id: Number(option.groupId),
      group_name: groupNames.get(option.groupId) ?? "",
      id: Number(option.choiceId),
      name: option.name,
      quantity: option.quantity,
      price: euros(option.price),
    }));
  return {
    is_pickup: mode === "pickup",
    items: total.lines.map((priced) => ({
      item_id: Number(priced.line.itemId),
      item_name: priced.line.name,
      quantity: priced.line.quantity,
      note: priced.line.note,
      options: options(priced.line.options),
      unit_price: euros(priced.unitPrice),
      amount: euros(priced.amount),
      discount: euros(priced.discount),
      tax: euros(priced.tax),
      tax_rate: priced.line.price.taxRate,
    })),
    free_items: total.freeItems.map((free) => ({
      item_id: Number(free.itemId),
      item_name: free.name,
      quantity: free.quantity,
      note: free.note,
      options: options(free.options),
      offer_id: Number(free.offerId),
      reason: free.reason,
    })),
    subtotal: euros(total.subtotal),
    discount: euros(total.discount),
    delivery: euros(total.delivery),
    tax: euros(total.tax),
    total: euros(total.total),
    coupon: {
      code: coupon,
      state: total.coupon.state,
      offer_id: total.coupon.state === "valid" ? Number(total.coupon.offerId) : null,
      message: couponRefusalMessage(total.coupon),
    },
    applied_offer_ids: total.appliedOfferIds.map(Number),
  };
}

function unitsByItem(entries: readonly { itemId: string; quantity: number }[]): string {
  const units = new Map<string, number>();
  for (const entry of entries) units.set(entry.itemId, (units.get(entry.itemId) ?? 0) + entry.quantity);
  return JSON.stringify([...units].sort(([a], [b]) => a.localeCompare(b)));
}

/** Do the browser's figures equal the server's, to the cent, and the offered items too? */
function sameFigures(order: OrderPayload, total: CartTotal): boolean {
  const figures: [number, Cents][] = [
    [order.subtotal, total.subtotal],
    [order.discount, total.discount],
    [order.delivery, total.delivery],
    [order.tax, total.tax],
    [order.total, total.total],
  ];
  if (figures.some(([client, server]) => eurosToCents(client) !== server)) return false;
  const clientFree = order.free_items.map((line) => ({
    itemId: String(line.item_id),
    quantity: line.quantity,
  }));
  return unitsByItem(clientFree) === unitsByItem(total.freeItems);
}

async function deliveryDestination(
  restaurant: Restaurant,
  location: OrderPayload["customer"]["location"],
  measure: MeasureDistance | undefined,
): Promise<{ ok: true; destination: DeliveryDestination } | OrderRefusal> {
  const destination: DeliveryDestination = {
    postalCode: location.postal_code.trim() || null,
    city: location.city.trim() || null,
    distance: null,
  };
  const needsDistance = restaurant.delivery.calculation === "distance_based";
  // Zones decide by postal code; a maximum distance, when set, is checked too if the map can tell.
  if (!needsDistance && restaurant.delivery.maxDistance === null) return { ok: true, destination };
  if (!measure) {
    return needsDistance
      ? refuse(503, CHECKOUT_ERROR_CODES.addressNeeded, orderChecks.geoUnavailable)
      : { ok: true, destination };
  }
  let measured: { distance: number } | null;
  try {
    measured = await measure({
      address: location.address,
      city: location.city,
      postalCode: location.postal_code,
      country: location.country,
    });
  } catch {
    if (!needsDistance) return { ok: true, destination };
    return refuse(503, CHECKOUT_ERROR_CODES.addressNeeded, orderChecks.geoUnavailable);
  }
  if (!measured) {
    return needsDistance
      ? refuse(422, CHECKOUT_ERROR_CODES.addressNeeded, orderChecks.addressNotFound)
      : { ok: true, destination };
  }
  return { ok: true, destination: { ...destination, distance: measured.distance } };
}

const ORDER_TIME_REFUSALS = {
  closed_now: [CHECKOUT_ERROR_CODES.closedNow, orderChecks.closedNow],
  slot_unavailable: [CHECKOUT_ERROR_CODES.slotUnavailable, orderChecks.slotUnavailable],
} as const;

/** When the order is for: the domain's `checkOrderTime`, the very check the checkout ran before posting. */
function orderSchedule(
  restaurant: Restaurant,
  mode: OrderMode,
  lines: readonly CartLine[],
  date: OrderPayload["customer"]["date"],
  now: Date,
): { ok: true; schedule: OrderTime } | OrderRefusal {
  const check = checkOrderTime({
    rules: restaurant,
    mode,
    lines,
    request: { date: date.delivery_date, slot: date.delivery_time_range },
    now,
  });
  if (check.ok) return { ok: true, schedule: check.time };
  if (check.problem === "items_closed") {
    return refuse(422, CHECKOUT_ERROR_CODES.itemsClosedAtTime, itemsUnavailableMessage(check.itemNames));
  }
  const [code, message] = ORDER_TIME_REFUSALS[check.problem];
  return refuse(422, code, message);
}

/**
 * The server's own price of an order payload's cart, from the restaurant's menu as it is now: its
 * lines (each orderable), the delivery address found, then the domain's `cartTotal` (offers,
 * coupon, delivery). The browser's figures are not read. `checkOrder` prices with it, and a card
 * payment intent made before the order takes its amount from it (ADR 016).
 */
export async function priceOrder(input: {
  restaurant: Restaurant;
  order: OrderPayload;
  now: Date;
  measureDistance?: MeasureDistance;
  /**
   * Who orders, for the offers kept for a first order (ADR 050). Absent (a card intent made before
   * the order): a guest's price; the card then pays the placed order's own total (ADR 016).
   */
  customer?: OfferCustomer;
}): Promise<{ ok: true; total: CartTotal; destination: DeliveryDestination | null } | OrderRefusal> {
  const { restaurant, order, now } = input;
  const mode: OrderMode = order.is_pickup ? "pickup" : "delivery";
  const built = cartLines(restaurant, order.items);
  if (!built.ok) return built;

  let destination: DeliveryDestination | null = null;
  if (mode === "delivery") {
    const found = await deliveryDestination(restaurant, order.customer.location, input.measureDistance);
    if (!found.ok) return found;
    destination = found.destination;
  }

  const total = cartTotal({
    lines: built.lines,
    mode,
    menuItems: restaurant.menuItems,
    offers: restaurant.offers,
    coupon: order.coupon,
    tax: restaurant.tax,
    delivery: restaurant.delivery,
    destination,
    now,
    timeZone: restaurant.timeZone,
    customer: input.customer ?? "guest",
  });
  return { ok: true, total, destination };
}

/**
 * Checks an order payload against the restaurant as it is now and prices it again with the
 * domain package, in this order: no pause of the board stops it, the mode is offered, the payment method is offered, every line is
 * orderable (item known and not sold out, options within their limits), the delivery address is
 * deliverable (zone, distance, minimum order), the time is one of the day's slots (or "as soon as
 * possible" while open) and every item's menu is open then, and last the figures: any difference
 * with the browser's is `price_changed`, with the server's cart.
 */
export async function checkOrder(input: {
  restaurant: Restaurant;
  order: OrderPayload;
  now: Date;
  measureDistance?: MeasureDistance;
  /** The pauses set from the board (`pausesFrom` the settings); none when absent. */
  pauses?: Pauses;
  /** Who orders, for the offers kept for a first order (ADR 050). */
  customer: OfferCustomer;
}): Promise<OrderCheck> {
  const { restaurant, order, now } = input;
  const mode: OrderMode = order.is_pickup ? "pickup" : "delivery";

  const pauses = input.pauses ?? NO_PAUSES;
  const pause = pauseAt(pauses, mode, now);
  if (pause) {
    const scope = pausesAt(pauses, now).ordering ? "ordering" : "delivery";
    return refuse(
      422,
      CHECKOUT_ERROR_CODES.orderingPaused,
      pauseMessage(pause, scope, now, restaurant.timeZone),
    );
  }

  if (mode === "delivery" && !restaurant.delivery.active) {
    return refuse(422, CHECKOUT_ERROR_CODES.deliveryUnavailable, deliveryText.delivery_unavailable);
  }
  if (order.payment_method === "cash" && !restaurant.payments.cashOffered) {
    return refuse(422, CHECKOUT_ERROR_CODES.paymentMethodUnavailable, orderChecks.cashUnavailable);
  }
  if (order.payment_method === "card" && !restaurant.payments.cardOffered) {
    return refuse(422, CHECKOUT_ERROR_CODES.paymentMethodUnavailable, orderChecks.cardUnavailable);
  }

  const priced = await priceOrder(input);
  if (!priced.ok) return priced;
  const { total, destination } = priced;
  if (total.deliveryProblem) {
    return refuse(422, DELIVERY_PROBLEM_CODES[total.deliveryProblem], deliveryText[total.deliveryProblem]);
  }
  if (mode === "delivery") {
    const choice = chooseOrderType({
      mode,
      subtotal: total.subtotal,
      delivery: restaurant.delivery,
      destination,
    });
    if (!choice.advance && choice.reason === "below_minimum_order") {
      return refuse(
        422,
        CHECKOUT_ERROR_CODES.belowMinimumOrder,
        minimumOrderMessage(formatEuros(choice.minimumOrder)),
      );
    }
  }

  const scheduled = orderSchedule(
    restaurant,
    mode,
    total.lines.map((priced) => priced.line),
    order.customer.date,
    now,
  );
  if (!scheduled.ok) return scheduled;

  if (!sameFigures(order, total)) {
    return {
      ...refuse(409, CHECKOUT_ERROR_CODES.priceChanged, orderChecks.priceChanged),
      cart: pricedCartPayload(restaurant, mode, order.coupon, total),
    };
  }
  return {
    ok: true,
    order: {
      mode,
      total,
      schedule: scheduled.schedule,
      couponOfferId: total.coupon.state === "valid" ? Number(total.coupon.offerId) : null,
      firstOrderOffer: restaurant.offers.some(
        (offer) =>
          offer.firstOrder === true &&
          (total.appliedOfferIds.includes(offer.id) ||
            (total.coupon.state === "valid" && total.coupon.offerId === offer.id)),
      ),
    },
  };
}
