import { type Db, schema } from "@comptoir/db";
import { inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { inFlight, type Mailer, writeToOutbox } from "./mail.ts";

/**
 * The embedded default, with no mail server: mails stay in the outbox, their subject and recipient
 * are logged (the body only at debug level), and the development mailbox page shows them.
 */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  const deliveries = inFlight();

  async function print(ids: readonly number[]) {
    if (ids.length === 0) return;
    try {
      const mails = await db
        .select()
        .from(schema.outboxEmails)
        .where(inArray(schema.outboxEmails.id, [...ids]));
      for (const mail of mails) {
        logger.info(
          { mailId: mail.id, to: mail.recipient, subject: mail.subject },
          "e-mail gardé dans la boîte d'envoi (pas de serveur SMTP configuré)",
        );
        logger.debug({ mailId: mail.id, text: mail.textBody }, "contenu de l'e-mail");
      }
    } catch (error) {
      logger.warn({ err: error }, "lecture de la boîte d'envoi impossible");
    }
  }

  return {
    kind: "outbox",
    enqueue: writeToOutbox,
    deliver: (ids) => deliveries.track(print(ids)),
    async deliverPending() {
      return 0;
    },
    settled: () => deliveries.settled(),
  };
}
