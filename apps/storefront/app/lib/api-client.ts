import type {
  CouponPayload,
  DistanceResult,
  LocationSuggestion,
  OrderPayloadInput,
  OrderStatusPayload,
  OrderView,
  PlacedOrderPayload,
  ProductAddedPayload,
  Setting,
} from "@comptoir/contracts";
import {
  type CallOptions,
  type CallSession,
  defaultFetcher,
  type Fetcher,
  request,
} from "@comptoir/ui/api-request.ts";

/** What the server prices a payment intent from: the order about to be placed, or the order placed. */
export type IntentOrder =
  | { order: OrderPayloadInput }
  | { placed_order: { order_id: number; local_id: string } };

type DemoCardAnswer = { payment_intent_id: string; status: "succeeded" | "requires_action" };

/**
 * The /v2 calls the storefront makes itself, over HTTP: the cart's, the address search's and the
 * checkout's, each through the one `request` (packages/ui, which the back office shares).
 *
 * `fetcher` is looked up at each call by default (not captured once), so tests may stub the global
 * `fetch` after this module is loaded.
 */
export function createApiClient(fetcher: Fetcher = defaultFetcher) {
  const call = <T>(method: "GET" | "POST" | "PUT", path: string, options: CallOptions = {}) =>
    request<T>(fetcher, method, path, options);

  return {
    /** GET /v2/public/offers/{coupon}: a code may stop being valid at any time. */
    checkCoupon: (code: string) =>
      call<CouponPayload>("GET", `/v2/public/offers/${encodeURIComponent(code.trim())}`),
    searchAddresses: (query: string, signal?: AbortSignal) =>
      call<LocationSuggestion[]>("GET", `/v2/public/locations/?query=${encodeURIComponent(query)}`, {
        signal,
      }),
    /** GET /v2/public/settings: the restaurant's settings as they are now (a pause may have started). */
    settings: (signal?: AbortSignal) => call<Setting[]>("GET", "/v2/public/settings", { signal }),
    measureDistance: (location: string) =>
      call<DistanceResult>("GET", `/v2/public/locations/distance?location=${encodeURIComponent(location)}`),
    /** What goes well with the cart, as item ids; an empty list whatever goes wrong (docs/product.md#errors). */
    async recommendationsFor(itemIds: readonly string[], signal?: AbortSignal): Promise<string[]> {
      const result = await call<{ recommendations: { itemId: number }[] }>("POST", "/v2/recommendations", {
        body: { cartItems: itemIds.map(Number), maxRecommendations: 12 },
        signal,
      });
      return result.ok ? result.payload.recommendations.map((entry) => String(entry.itemId)) : [];
    },
    /**
     * GET /v2/public/products/{menu id}?item={item id}, fired when an item is added (docs/product.md#cart):
     * the server counts the addition for the popular list (ADR 022). Nothing waits for it, and a
     * failure changes nothing for the customer.
     */
    announceProductAdded(menuId: string, itemId: string): void {
      const path = `/v2/public/products/${encodeURIComponent(menuId)}?item=${encodeURIComponent(itemId)}`;
      call<ProductAddedPayload>("GET", path).catch(() => {});
    },
    createCardCustomer: (customer: { email: string; name: string; phone: string }) =>
      call<{ customer: { id: string } }>("POST", "/v2/public/checkout/stripe-customer", { body: customer }),
    /**
     * The intent's amount is the server's: the order to place priced again, or the placed order's
     * total (its key proves it is ours). Reusing an intent needs its client secret.
     */
    preparePaymentIntent: (
      request: {
        customer_id: string;
        payment_intent_id: string | null;
        client_secret: string | null;
      } & IntentOrder,
    ) =>
      call<{ id: string; client_secret: string; amount: number }>(
        "POST",
        "/v2/public/checkout/stripe-payment-intent",
        { body: request },
      ),
    /** A logged-in customer's order carries their session: the server makes it the account's. */
    placeOrder: (order: OrderPayloadInput, session: CallSession | null = null) =>
      call<PlacedOrderPayload>("POST", "/v2/public/checkout/", { body: order, session }),
    /** Needs the order's key (`local_id`): without it the server answers as for an unknown order. */
    updateOrder: (update: {
      order_id: number;
      local_id: string;
      status: OrderStatusPayload;
      transaction_id: {
        client_secret: string | null;
        customer_id: string | null;
        payment_intent_id: string | null;
      } | null;
    }) =>
      call<{ order_id: number; status: OrderStatusPayload }>("PUT", "/v2/public/checkout/", { body: update }),
    readOrder: (orderId: number, localId: string) =>
      call<OrderView>(
        "GET",
        `/v2/public/checkout/orders/${encodeURIComponent(String(orderId))}?local_id=${encodeURIComponent(localId)}`,
      ),
    confirmDemoCard: (request: {
      payment_intent_id: string;
      client_secret: string;
      card_number: string;
      expiry: string;
      cvc: string;
    }) => call<DemoCardAnswer>("POST", "/v2/public/checkout/demo-card/confirm", { body: request }),
    authenticateDemoCard: (request: { payment_intent_id: string; client_secret: string; approve: boolean }) =>
      call<DemoCardAnswer>("POST", "/v2/public/checkout/demo-card/authenticate", { body: request }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A session as the calls send it, from the stored one. */
export function callSessionOf(session: { token: string; user: { id: number } }): CallSession {
  return { token: session.token, userId: session.user.id };
}
