import type { Db } from "@comptoir/db";
import { Hono } from "hono";
import type { Logger } from "pino";
import type { Mailer } from "../../adapters/mail/mail.ts";
import { isDemoPayments } from "../../adapters/payments/demo-payments.ts";
import type { PaymentProvider } from "../../adapters/payments/payments.ts";
import type { StreamCounter } from "../../http/stream-limits.ts";
import type { Catalog } from "../../services/catalog.ts";
import type { DeliveryQuote } from "../../services/delivery-quote.ts";
import type { KitchenFacts } from "../../services/kitchen/kitchen-load.ts";
import type { LiveEvents } from "../../services/live/live-events.ts";
import type { RateLimitPolicy } from "../../services/rate-limit.ts";
import { demoCardRoutes } from "./demo-card.ts";
import { checkoutOrdersRoutes } from "./orders.ts";
import { paymentIntentsRoutes } from "./payment-intents.ts";
import { webhookRoutes } from "./webhook.ts";

export interface CheckoutDeps {
  db: Db;
  catalog: Catalog;
  clock: () => Date;
  logger: Logger;
  payments: PaymentProvider;
  mail: Mailer;
  /** Tells the board (and the customer's page) that an order arrived or changed, once committed. */
  live: LiveEvents;
  /** The work in the kitchen's hands, which "dès que possible" waits for (ADR 061). */
  kitchen: KitchenFacts;
  /** This process's stream counts: the /success stream is a public one. */
  streams: StreamCounter;
  /** Where an address is and how far (the locations call's quote); absent, distances are not checked. */
  quoteAddress?: (address: string) => Promise<DeliveryQuote>;
  /** Proxies in front (TRUST_PROXY): the client is read from X-Forwarded-For (see client-address.ts). */
  trustProxy: number;
  /** Orders one client may place per window; ORDER_RATE_LIMIT unless configured. */
  orderRateLimit?: RateLimitPolicy;
}

/**
 * /v2/public/checkout, one sub-app per resource: the orders (placing, confirming the payment from
 * the browser, reading one back for /success and its progress stream), the card provider's
 * customer and payment intent, the provider's webhook, and, with the simulated provider, the demo
 * card's endpoints.
 */
export function checkoutRoutes(deps: CheckoutDeps) {
  const routes = new Hono({ strict: false })
    .route("/", checkoutOrdersRoutes(deps))
    .route("/", paymentIntentsRoutes(deps))
    .route("/webhook", webhookRoutes(deps));
  if (isDemoPayments(deps.payments)) routes.route("/demo-card", demoCardRoutes(deps.payments));
  return routes;
}
