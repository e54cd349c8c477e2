import { CHECKOUT_ERROR_CODES } from "@comptoir/contracts";
import { checkoutApi, serverLog } from "@comptoir/messages";
import type { Context } from "hono";
import type { Logger } from "pino";
import { errorResponse } from "../../http/api-error.ts";

/** The card provider failed (down, slow, refusing us): a 503 the customer may retry, and a log line. */
export function providerFailure(c: Context, logger: Logger, error: unknown) {
  logger.warn({ err: error }, serverLog.paymentProviderFailed);
  return errorResponse(
    c,
    503,
    CHECKOUT_ERROR_CODES.paymentProviderUnavailable,
    checkoutApi.providerUnavailable,
  );
}
