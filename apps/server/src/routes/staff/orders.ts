import {
  cashCorrectionBodySchema,
  ERROR_CODES,
  orderActionBodySchema,
  STAFF_ERROR_CODES,
  staffPathIdSchema,
} from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { cents, formatEuros } from "@comptoir/domain";
import {
  actionLabels,
  cashChecks,
  fill,
  orderFlowApi,
  progressLabels,
  staffChecks,
} from "@comptoir/messages";
import { Hono } from "hono";
import type { Logger } from "pino";
import type { Mailer } from "../../adapters/mail/mail.ts";
import type { PaymentProvider } from "../../adapters/payments/payments.ts";
import { errorResponse } from "../../http/api-error.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import { boardOrderById, boardOrderView, boardState } from "../../services/board/board-orders.ts";
import type { Catalog } from "../../services/catalog.ts";
import type { LiveEvents } from "../../services/live/live-events.ts";
import { correctCash } from "../../services/progress/cash-collections.ts";
import { actOnOrder } from "../../services/progress/order-actions.ts";
import { refundOrder } from "../../services/progress/refunds.ts";
import { restaurantOf } from "../../services/restaurant.ts";

export interface StaffOrdersDeps {
  db: Db;
  catalog: Catalog;
  clock: () => Date;
  logger: Logger;
  payments: PaymentProvider;
  mail: Mailer;
  live: LiveEvents;
}

/** A promise may not lie in the past (a few minutes of slack for a tablet's clock) nor a week ahead. */
const READY_AT_SLACK_MS = 5 * 60_000;
const READY_AT_MAX_MS = 7 * 24 * 3_600_000;

/** An amount refused, in the API's terms: 400, its stable code, the limit in euros. */
const cashAmountCodes = { amount: STAFF_ERROR_CODES.cashAmountInvalid } as const;

/**
 * /v2/staff/orders (ADR 042): the board's state, one order (tickets), the actions on an order, and
 * the correction of the cash collected at a handover (ADR 066). Any member of the team may act.
 */
export function staffOrdersRoutes(deps: StaffOrdersDeps) {
  const { db, catalog, clock, logger, payments, mail, live } = deps;
  const restaurant = async () => restaurantOf(await catalog.snapshot());
  const notOnBoard = (c: Parameters<typeof errorResponse>[0]) =>
    errorResponse(c, 404, ERROR_CODES.notFound, orderFlowApi.orderNotFound);

  return new Hono({ strict: false })
    .use(staffOnly(deps))
    .get("/", async (c) => {
      return c.json(
        { status: "success", payload: await boardState(db, await catalog.snapshot(), clock()) },
        200,
      );
    })
    .get("/:id", validate("param", staffPathIdSchema), async (c) => {
      const found = await boardOrderById(db, c.req.valid("param").id);
      if (!found) return notOnBoard(c);
      return c.json({ status: "success", payload: boardOrderView(found, await restaurant()) }, 200);
    })
    .post(
      "/:id/actions",
      validate("param", staffPathIdSchema),
      validate("json", orderActionBodySchema, cashAmountCodes),
      async (c) => {
        const { id } = c.req.valid("param");
        const body = c.req.valid("json");
        const now = clock();
        const invalid = (message: string) => errorResponse(c, 400, ERROR_CODES.invalidInput, message);
        let readyAt: Date | null = null;
        if (body.ready_at !== undefined) {
          if (body.action !== "accept") return invalid(orderFlowApi.readyAtOnlyWithAccept);
          readyAt = new Date(body.ready_at);
          if (readyAt.getTime() < now.getTime() - READY_AT_SLACK_MS) return invalid(orderFlowApi.readyAtPast);
          if (readyAt.getTime() > now.getTime() + READY_AT_MAX_MS) return invalid(orderFlowApi.readyAtTooFar);
        }
        if (body.amount !== undefined && body.action !== "complete") {
          return errorResponse(
            c,
            400,
            STAFF_ERROR_CODES.cashAmountInvalid,
            cashChecks.amountOnlyWithComplete,
          );
        }
        const staff = c.var.staff;
        const current = await restaurant();
        const result = await actOnOrder({
          db,
          mail,
          restaurant: current,
          orderId: id,
          action: body.action,
          by: { id: staff.id, name: staff.name },
          readyAt,
          reason: body.reason ?? null,
          cashAmount: body.amount ?? null,
          now,
        });
        if (result.outcome === "reason_needed") return invalid(staffChecks.reasonRequired);
        if (result.outcome === "cash_amount") {
          if (result.problem === "required") {
            return errorResponse(c, 400, STAFF_ERROR_CODES.cashAmountRequired, cashChecks.amountRequired);
          }
          const message =
            result.problem === "not_cash"
              ? cashChecks.notCash
              : fill(cashChecks.amountTooHigh, { max: formatEuros(cents(result.max ?? 0)) });
          return errorResponse(c, 400, STAFF_ERROR_CODES.cashAmountInvalid, message);
        }
        if (result.outcome === "not_found") return notOnBoard(c);
        if (result.outcome === "not_allowed") {
          return errorResponse(
            c,
            409,
            STAFF_ERROR_CODES.actionNotAllowed,
            fill(orderFlowApi.actionNotAllowed, {
              progress: progressLabels[result.progress],
              action: actionLabels[body.action],
            }),
          );
        }
        if (result.mailIds.length > 0) void mail.deliver(result.mailIds);
        // The other tablets and the customer hear of the change at once, not after the provider.
        await live.publish({ type: "order", orderId: id });
        if (result.refundDue && (await refundOrder({ db, payments, logger, now }, id)) === "refunded") {
          await live.publish({ type: "order", orderId: id });
        }
        const found = await boardOrderById(db, id);
        if (!found) return notOnBoard(c);
        return c.json({ status: "success", payload: boardOrderView(found, current) }, 200);
      },
    )
    .post(
      "/:id/cash",
      validate("param", staffPathIdSchema),
      validate("json", cashCorrectionBodySchema, cashAmountCodes),
      async (c) => {
        const { id } = c.req.valid("param");
        const body = c.req.valid("json");
        const staff = c.var.staff;
        const result = await correctCash({
          db,
          orderId: id,
          amount: body.amount,
          corrects: body.corrects,
          by: { id: staff.id, name: staff.name },
          now: clock(),
        });
        if (result.outcome === "not_found") return notOnBoard(c);
        if (result.outcome === "not_collected") {
          return errorResponse(c, 409, STAFF_ERROR_CODES.cashNotCollected, cashChecks.notCollected);
        }
        if (result.outcome === "already_corrected") {
          return errorResponse(c, 409, STAFF_ERROR_CODES.cashAlreadyCorrected, cashChecks.alreadyCorrected);
        }
        if (result.outcome === "too_high") {
          return errorResponse(
            c,
            400,
            STAFF_ERROR_CODES.cashAmountInvalid,
            fill(cashChecks.amountTooHigh, { max: formatEuros(cents(result.max)) }),
          );
        }
        await live.publish({ type: "order", orderId: id });
        const found = await boardOrderById(db, id);
        if (!found) return notOnBoard(c);
        return c.json({ status: "success", payload: boardOrderView(found, await restaurant()) }, 200);
      },
    );
}
