import { type Db, schema } from "@comptoir/db";
import { serverFailures } from "@comptoir/messages";
import { desc } from "drizzle-orm";

/** An e-mail as the shop writes it: French, plain text, an HTML version when there is one. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Every e-mail is first written to the `outbox_emails` table, in the same transaction as what
 * causes it (an order, a payment), so a crash between the two loses neither. Then, after the
 * commit, `deliver` sends it through SMTP (when `SMTP_URL` is set) or, by default, leaves it in the
 * outbox and prints it to the log, to be read on the development mailbox page.
 */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /** Writes the mail in the outbox with the caller's transaction; returns its id. */
  enqueue(tx: Db, mail: OutgoingMail): Promise<number>;
  /**
   * After the commit: sends (or prints) these mails. Never throws; failures stay in the outbox.
   * `known`: what some of them say, when the caller wrote them without `enqueue` (an order's
   * placement statement), so that printing them costs no read.
   */
  deliver(ids: readonly number[], known?: ReadonlyMap<number, OutgoingMail>): Promise<void>;
  /** Sends what is still unsent (mails whose first try failed); returns how many went. */
  deliverPending(): Promise<number>;
  /** Resolves once every delivery started so far has finished (tests, clean shutdown). */
  settled(): Promise<void>;
}

export async function writeToOutbox(tx: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(schema.outboxEmails)
    .values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: schema.outboxEmails.id });
  if (!row) throw new Error(serverFailures.mailNotWritten);
  return row.id;
}

export type OutboxMail = typeof schema.outboxEmails.$inferSelect;

/** The outbox's last mails, newest first (the development mailbox). */
export async function latestMails(db: Db, count: number): Promise<OutboxMail[]> {
  return db.select().from(schema.outboxEmails).orderBy(desc(schema.outboxEmails.id)).limit(count);
}

/** Keeps track of deliveries started without being awaited, so they can be waited for. */
export function inFlight() {
  const running = new Set<Promise<unknown>>();
  return {
    track<T>(promise: Promise<T>): Promise<T> {
      running.add(promise);
      void promise.finally(() => running.delete(promise)).catch(() => {});
      return promise;
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
