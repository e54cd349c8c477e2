import type { Restaurant } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { and, eq, isNull } from "drizzle-orm";
import type { Mailer } from "../../adapters/mail/mail.ts";
import type { OrderRow } from "../order-receipt.ts";
import { recordProgress } from "./order-actions.ts";

const { orders, orderEvents } = schema;

/**
 * Puts a real order on the board (called once per order: by `insertOrder` for cash, by
 * `markOrderPaid` for a card), in the transaction that made it real (ADR 039, 042): a cash
 * order as it is stored, a card order as its payment is confirmed. Its history starts with
 * "placed"; with the owner's automatic acceptance on, the shop accepts it at once, promising the
 * time already computed, and the acceptance mail goes in the same transaction.
 */
export async function putOnBoard(
  tx: Db,
  input: { order: OrderRow; restaurant: Restaurant; mail: Mailer; now: Date },
): Promise<{ order: OrderRow; mailIds: number[] }> {
  // A cash order is inserted with its `board_at` (one statement less on the busiest path); a card
  // order gets it here, once: a second confirmation finds it set and changes nothing.
  const [onBoard] =
    input.order.boardAt !== null
      ? [input.order]
      : await tx
          .update(orders)
          .set({ boardAt: input.now })
          .where(and(eq(orders.id, input.order.id), isNull(orders.boardAt), eq(orders.progress, "placed")))
          .returning();
  if (!onBoard) return { order: input.order, mailIds: [] };
  await tx.insert(orderEvents).values({ orderId: onBoard.id, progress: "placed", at: input.now });
  if (!input.restaurant.kitchen.autoAccept) return { order: onBoard, mailIds: [] };
  const accepted = await recordProgress(tx, {
    order: onBoard,
    from: "placed",
    to: "accepted",
    by: null,
    reason: null,
    readyAt: onBoard.readyAt,
    now: input.now,
    mail: input.mail,
    restaurant: input.restaurant,
  });
  return accepted ? { order: accepted.order, mailIds: accepted.mailIds } : { order: onBoard, mailIds: [] };
}
