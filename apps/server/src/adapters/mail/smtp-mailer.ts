import { type Db, schema } from "@comptoir/db";
import { serverLog } from "@comptoir/messages";
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import { inFlight, type Mailer, writeToOutbox } from "./mail.ts";

/** A claim older than this is taken to belong to a server that stopped mid-send. */
const CLAIM_TIMEOUT_MS = 10 * 60_000;
const PENDING_BATCH = 20;

/**
 * Sends the outbox through SMTP (nodemailer). A mail is claimed before it is sent (one conditional
 * update), so two servers retrying unsent mail never send the same one twice; it is marked sent
 * once the server accepted it, or keeps its error and waits for the next try.
 */
export function createSmtpMailer(options: {
  db: Db;
  transport: Transporter;
  from: string;
  logger: Logger;
  clock: () => Date;
}): Mailer {
  const { db, transport, logger, clock } = options;
  const outbox = schema.outboxEmails;
  const deliveries = inFlight();

  const claimable = (now: Date) =>
    and(
      isNull(outbox.sentAt),
      or(isNull(outbox.claimedAt), lt(outbox.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS))),
    );

  async function sendOne(id: number): Promise<boolean> {
    const now = clock();
    const [mail] = await db
      .update(outbox)
      .set({ claimedAt: now })
      .where(and(eq(outbox.id, id), claimable(now)))
      .returning();
    if (!mail) return false;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({ claimedAt: null, lastError: reason.slice(0, 500) })
        .where(eq(outbox.id, id));
      logger.warn({ mailId: id, err: error }, serverLog.mailFailed);
      return false;
    }
    await db.update(outbox).set({ sentAt: clock(), lastError: null }).where(eq(outbox.id, id));
    logger.info({ mailId: id, subject: mail.subject }, serverLog.mailSent);
    return true;
  }

  async function sendAll(ids: readonly number[]): Promise<number> {
    let sent = 0;
    for (const id of ids) {
      try {
        if (await sendOne(id)) sent += 1;
      } catch (error) {
        logger.warn({ mailId: id, err: error }, serverLog.outboxUnreachable);
      }
    }
    return sent;
  }

  return {
    kind: "smtp",
    enqueue: writeToOutbox,
    deliver: (ids) => deliveries.track(sendAll(ids).then(() => undefined)),
    async deliverPending() {
      const pending = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(claimable(clock()))
        .orderBy(asc(outbox.id))
        .limit(PENDING_BATCH);
      return deliveries.track(sendAll(pending.map((mail) => mail.id)));
    },
    settled: () => deliveries.settled(),
  };
}
