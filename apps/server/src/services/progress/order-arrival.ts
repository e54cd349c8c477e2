import type { Restaurant } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import type { OrderProgress } from "@comptoir/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Mailer, OutgoingMail } from "../../adapters/mail/mail.ts";
import type { OrderRow } from "../order-receipt.ts";
import { progressMailFor } from "./progress-mails.ts";

const { orders, orderEvents } = schema;

/** What a real order's arrival on the board writes besides the order. */
export interface BoardArrival {
  /** Its progress once arrived: "placed", or "accepted" at once by the automatic acceptance. */
  progress: OrderProgress;
  /** Its history's first rows. */
  events: { progress: OrderProgress; at: Date; readyAt: Date | null }[];
  /** The acceptance mail, when the shop accepts it at once. */
  mails: OutgoingMail[];
}

/**
 * A real order's arrival on the board (ADR 039, 042), once per order: a cash order as it is
 * placed (in the placement's statement), a card order as its payment is confirmed
 * (`putOnBoard`). Its history starts with "placed"; with the owner's automatic acceptance on, the
 * shop accepts it at once, promising the time already computed, and writes the acceptance mail.
 */
export function boardArrival(order: OrderRow, restaurant: Restaurant, now: Date): BoardArrival {
  const placed = { progress: "placed" as const, at: now, readyAt: null };
  if (!restaurant.kitchen.autoAccept) return { progress: "placed", events: [placed], mails: [] };
  const acceptance = { progress: "accepted" as const, at: now, readyAt: order.readyAt };
  const mail = order.email
    ? progressMailFor(
        { ...order, progress: "accepted" },
        { progress: "accepted", readyAt: order.readyAt, reason: null, refunded: null },
        restaurant,
      )
    : null;
  return { progress: "accepted", events: [placed, acceptance], mails: mail ? [mail] : [] };
}

/**
 * Puts a card order on the board as its payment is confirmed, in that transaction: its
 * `board_at` is set once (a second confirmation finds it set and changes nothing), with the
 * arrival's progress, history and mail.
 */
export async function putOnBoard(
  tx: Db,
  input: { order: OrderRow; restaurant: Restaurant; mail: Mailer; now: Date },
): Promise<{ order: OrderRow; mailIds: number[] }> {
  const arrival = boardArrival(input.order, input.restaurant, input.now);
  const [onBoard] = await tx
    .update(orders)
    .set({ boardAt: input.now, progress: arrival.progress })
    .where(and(eq(orders.id, input.order.id), isNull(orders.boardAt), eq(orders.progress, "placed")))
    .returning();
  if (!onBoard) return { order: input.order, mailIds: [] };
  await tx.insert(orderEvents).values(arrival.events.map((event) => ({ ...event, orderId: onBoard.id })));
  const mailIds: number[] = [];
  for (const mail of arrival.mails) mailIds.push(await input.mail.enqueue(tx, mail));
  return { order: onBoard, mailIds };
}
