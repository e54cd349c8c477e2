import { type Db, schema } from "@comptoir/db";
import { serverLog } from "@comptoir/messages";
import { inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { inFlight, type Mailer, type OutgoingMail, writeToOutbox } from "./mail.ts";

/** Mails written but not yet printed, kept so printing them costs no read; bounded in case of rollbacks. */
const REMEMBERED = 1000;

/**
 * The embedded default, with no mail server: mails stay in the outbox, their subject and recipient
 * are logged (the body only at debug level), and the development mailbox page shows them.
 */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  const deliveries = inFlight();
  const written = new Map<number, OutgoingMail>();

  function print(id: number, mail: Pick<OutgoingMail, "to" | "subject" | "text">) {
    logger.info({ mailId: id, to: mail.to, subject: mail.subject }, serverLog.mailKept);
    logger.debug({ mailId: id, text: mail.text }, serverLog.mailText);
  }

  function remember(id: number, mail: OutgoingMail) {
    written.set(id, mail);
    if (written.size > REMEMBERED) {
      const [oldest] = written.keys();
      if (oldest !== undefined) written.delete(oldest);
    }
  }

  async function printAll(ids: readonly number[]) {
    const unknown: number[] = [];
    for (const id of ids) {
      const mail = written.get(id);
      written.delete(id);
      if (mail) print(id, mail);
      else unknown.push(id);
    }
    if (unknown.length === 0) return;
    try {
      const mails = await db
        .select()
        .from(schema.outboxEmails)
        .where(inArray(schema.outboxEmails.id, unknown));
      for (const mail of mails)
        print(mail.id, { to: mail.recipient, subject: mail.subject, text: mail.textBody });
    } catch (error) {
      logger.warn({ err: error }, serverLog.outboxUnreadable);
    }
  }

  return {
    kind: "outbox",
    async enqueue(tx, mail) {
      const id = await writeToOutbox(tx, mail);
      remember(id, mail);
      return id;
    },
    deliver: (ids, known) => {
      for (const [id, mail] of known ?? []) remember(id, mail);
      return deliveries.track(printAll(ids));
    },
    async deliverPending() {
      return 0;
    },
    settled: () => deliveries.settled(),
  };
}
