import type { OrderPayload } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import type { Cents, OfferCustomer } from "@comptoir/domain";
import { serverFailures, serverLog } from "@comptoir/messages";
import type { Logger } from "pino";
import type { Mailer } from "../adapters/mail/mail.ts";
import type { Catalog } from "./catalog.ts";
import type { DeliveryQuote } from "./delivery-quote.ts";
import { type KitchenFacts, kitchenRulesOf } from "./kitchen/kitchen-load.ts";
import { kitchenFullRefusal, planOrderKitchen } from "./kitchen/kitchen-quote.ts";
import type { LiveEvents } from "./live/live-events.ts";
import {
  type CheckedOrder,
  checkOrder,
  type MeasureDistance,
  type OrderRefusal,
  priceOrder,
} from "./order-pricing.ts";
import {
  findOrderByLocalId,
  isSameOrder,
  offerCustomerOf,
  orderFingerprint,
  type PlacedOrderSummary,
  placeOrder,
} from "./orders.ts";
import { pausesOf, restaurantOf } from "./restaurant.ts";

export interface CheckoutServiceDeps {
  db: Db;
  catalog: Catalog;
  clock: () => Date;
  logger: Logger;
  mail: Mailer;
  live: LiveEvents;
  /** The work in the kitchen's hands, which "dès que possible" waits for (ADR 061). */
  kitchen: KitchenFacts;
  /** Where an address is and how far; absent, distances are not checked. */
  quoteAddress?: (address: string) => Promise<DeliveryQuote>;
}

export type CheckoutOutcome =
  /** Placed now (`created`), or the same order placed earlier with this key (a retry). */
  | { outcome: "placed"; order: PlacedOrderSummary; created: boolean }
  /** The key already placed another order: never answered with that order's number. */
  | { outcome: "key_reused" }
  /** The server, pricing the order again, refuses it as sent. */
  | { outcome: "refused"; refusal: OrderRefusal };

/** How far an address is, through the locations call's quote; absent, distances are not checked. */
function distanceMeasure(deps: Pick<CheckoutServiceDeps, "quoteAddress">): MeasureDistance | undefined {
  const { quoteAddress } = deps;
  if (!quoteAddress) return undefined;
  return async (address) => {
    const quote = await quoteAddress(`${address.address}, ${address.postalCode} ${address.city}`);
    return quote.found ? { distance: quote.result.distance } : null;
  };
}

/**
 * The server's total of an order not placed yet, priced as the checkout will price it (`priceOrder`),
 * whatever figures the payload carries: the amount of a card payment intent made before the order
 * (ADR 016). Refused when the cart itself cannot be priced (an unknown or sold-out item, an
 * address not found).
 */
export function createOrderPricing(deps: Pick<CheckoutServiceDeps, "catalog" | "clock" | "quoteAddress">) {
  const measureDistance = distanceMeasure(deps);
  return async (payload: OrderPayload): Promise<{ ok: true; total: Cents } | OrderRefusal> => {
    const restaurant = restaurantOf(await deps.catalog.snapshot());
    const priced = await priceOrder({ restaurant, order: payload, now: deps.clock(), measureDistance });
    return priced.ok ? { ok: true, total: priced.total.total } : priced;
  };
}

/**
 * Places the customer's order (POST /v2/public/checkout/): the server prices and checks it again,
 * stores it with its mails, and, once committed, delivers them and tells the board of a cash
 * order. `customerId` is asked only for an order that will be stored.
 */
export function createCheckout(deps: CheckoutServiceDeps) {
  const { db, catalog, clock, logger, mail, live, kitchen } = deps;
  const measureDistance = distanceMeasure(deps);

  return async function checkout(
    payload: OrderPayload,
    customerId: () => Promise<number | null>,
  ): Promise<CheckoutOutcome> {
    const snapshot = await catalog.snapshot();
    const restaurant = restaurantOf(snapshot);
    const now = clock();
    // Who orders matters only when an offer is kept for a first order (ADR 050): the session is
    // then read first, and the account's orders counted, to price the order as the browser did.
    const welcomeOffered = restaurant.offers.some((offer) => offer.firstOrder === true);
    const userId = welcomeOffered ? await customerId() : undefined;
    const check = async (customer: OfferCustomer) =>
      checkOrder({ restaurant, order: payload, now, measureDistance, pauses: pausesOf(snapshot), customer });
    /**
     * A retry of an order already placed gets that order, even if its cart would be refused now
     * (prices changed, slot passed, the welcome offer taken by that very order): it is looked up
     * only then, sparing the common case a query.
     */
    const refusedUnlessRetry = async (refusal: OrderRefusal): Promise<CheckoutOutcome> => {
      const existing = await findOrderByLocalId(db, payload.local_id);
      if (existing) {
        return isSameOrder(existing, orderFingerprint(payload))
          ? { outcome: "placed", order: existing, created: false }
          : { outcome: "key_reused" };
      }
      return { outcome: "refused", refusal };
    };
    let checked = await check(userId === undefined ? "guest" : await offerCustomerOf(db, userId));
    if (!checked.ok) return refusedUnlessRetry(checked);
    // What the order asks of the kitchen, and when "dès que possible" is then ready (ADR 061).
    const accountId = userId === undefined ? await customerId() : userId;
    const place = async (order: CheckedOrder) => {
      const planned = await planOrderKitchen({ db, snapshot, restaurant, kitchen, checked: order, now });
      if (!planned.ok) return { kind: "refused", refusal: planned } as const;
      const placedOrder = await placeOrder({
        db,
        userId: accountId,
        restaurant,
        payload,
        checked: { ...order, schedule: { ...order.schedule, readyAt: planned.readyAt } },
        kitchen: planned.plan,
        liveChannel: live.channel,
        now,
      });
      return { kind: "tried", planned, placed: placedOrder } as const;
    };
    let attempt = await place(checked.order);
    if (attempt.kind === "tried" && attempt.placed.firstOrderTaken) {
      // Another order of the account was placed meanwhile: priced again as the account's next
      // order, the browser's figures (with the welcome offer) are a `price_changed`.
      checked = await check("returning");
      if (!checked.ok) return refusedUnlessRetry(checked);
      attempt = await place(checked.order);
      if (attempt.kind === "tried" && attempt.placed.firstOrderTaken)
        throw new Error(serverFailures.firstOrderOfferAfterRepricing);
    }
    if (attempt.kind === "tried" && attempt.placed.kitchenFull && checked.order.schedule.slot === null) {
      // "Dès que possible" chose its window from what this process read up to a second ago, and
      // another order filled it meanwhile: once more, from the windows as they are now.
      kitchen.forget();
      attempt = await place(checked.order);
    }
    if (attempt.kind === "refused") return refusedUnlessRetry(attempt.refusal);
    const { planned, placed } = attempt;
    if (placed.kitchenFull) {
      // Its window filled up meanwhile: nothing was written; the customer is offered the next one.
      kitchen.forget();
      const refusal = await kitchenFullRefusal({
        db,
        restaurant,
        rules: kitchenRulesOf(snapshot),
        mode: checked.order.mode,
        load: planned.plan.load,
        window: planned.plan.window ?? planned.readyAt,
        now,
      });
      return refusedUnlessRetry(refusal);
    }
    if (placed.firstOrderTaken) throw new Error(serverFailures.firstOrderOfferAfterRepricing);
    if (!placed.sameOrder) return { outcome: "key_reused" };
    if (placed.mailIds.length > 0) void mail.deliver(placed.mailIds, placed.mails);
    if (placed.created) {
      logger.info({ orderId: placed.order.id, total: placed.order.total }, serverLog.orderPlaced);
      kitchen.placedHere({
        orderId: placed.order.id,
        load: planned.plan.load,
        window: planned.plan.window,
        readyAt: planned.readyAt,
        asap: checked.order.schedule.slot === null,
        onBoard: placed.order.boardAt !== null,
      });
      // A cash order is on the board from now on (its statement notified the other processes
      // when events travel through PostgreSQL); a card order's arrival waits for its payment.
      if (placed.order.boardAt && live.channel === null)
        await live.publish({ type: "order", orderId: placed.order.id });
    }
    return { outcome: "placed", order: placed.order, created: placed.created };
  };
}
