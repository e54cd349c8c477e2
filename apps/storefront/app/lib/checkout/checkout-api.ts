import type {
  DistanceResult,
  OrderPayloadInput,
  OrderStatusPayload,
  OrderView,
  PlacedOrderPayload,
  PricedCartPayload,
} from "@comptoir/contracts";
import { connection as apiText } from "@comptoir/messages";

/**
 * The checkout's /v2 calls from the browser, over HTTP. Like the cart's client, only types come
 * from the contracts: the server validates what it sends. An error keeps the server's French
 * `message` and stable `code`, and a `price_changed` answer its re-priced `cart`.
 */
export type CallResult<T> =
  | { ok: true; payload: T; status: number }
  | { ok: false; status: number; code: string | null; message: string; cart?: PricedCartPayload };

type ErrorBody = { status: "error"; message?: string; code?: string; cart?: PricedCartPayload };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function createCheckoutApi(fetcher: Fetch = (input, init) => fetch(input, init)) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<CallResult<T>> {
    let response: Response;
    try {
      response = await fetcher(path, {
        method,
        cache: "no-store",
        headers: {
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { ok: false, status: 0, code: null, message: apiText.offline };
    }
    const parsed = (await response.json().catch(() => null)) as
      | { status: "success"; payload: T }
      | ErrorBody
      | null;
    if (response.ok && parsed?.status === "success") {
      return { ok: true, payload: parsed.payload, status: response.status };
    }
    const error = parsed?.status === "error" ? parsed : null;
    return {
      ok: false,
      status: response.status,
      code: error?.code ?? null,
      message: error?.message || apiText.unavailable,
      ...(error?.cart ? { cart: error.cart } : {}),
    };
  }

  return {
    createCardCustomer: (customer: { email: string; name: string; phone: string }) =>
      call<{ customer: { id: string } }>("POST", "/v2/public/checkout/stripe-customer", customer),
    preparePaymentIntent: (request: {
      customer_id: string;
      amount: number;
      payment_intent_id: string | null;
    }) =>
      call<{ id: string; client_secret: string; amount: number }>(
        "POST",
        "/v2/public/checkout/stripe-payment-intent",
        request,
      ),
    placeOrder: (order: OrderPayloadInput) => call<PlacedOrderPayload>("POST", "/v2/public/checkout/", order),
    updateOrder: (update: {
      order_id: number;
      status: OrderStatusPayload;
      transaction_id: {
        client_secret: string | null;
        customer_id: string | null;
        payment_intent_id: string | null;
      } | null;
    }) => call<{ order_id: number; status: OrderStatusPayload }>("PUT", "/v2/public/checkout/", update),
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
    }) =>
      call<{ payment_intent_id: string; status: "succeeded" | "requires_action" }>(
        "POST",
        "/v2/public/checkout/demo-card/confirm",
        request,
      ),
    authenticateDemoCard: (request: { payment_intent_id: string; client_secret: string; approve: boolean }) =>
      call<{ payment_intent_id: string; status: "succeeded" | "requires_action" }>(
        "POST",
        "/v2/public/checkout/demo-card/authenticate",
        request,
      ),
    measureDistance: (location: string) =>
      call<DistanceResult>("GET", `/v2/public/locations/distance?location=${encodeURIComponent(location)}`),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
