import { type Db, schema } from "@comptoir/db";
import { desc, eq } from "drizzle-orm";

/** The newest mail sent to an address (the outbox keeps every mail), or null. */
export async function lastMailTo(db: Db, email: string) {
  const [mail] = await db
    .select()
    .from(schema.outboxEmails)
    .where(eq(schema.outboxEmails.recipient, email))
    .orderBy(desc(schema.outboxEmails.id))
    .limit(1);
  return mail ?? null;
}

/** The six-digit code of the newest code mail to the address, as the customer reads it. */
export async function lastCodeSentTo(db: Db, email: string): Promise<string | null> {
  const mail = await lastMailTo(db, email);
  return mail?.textBody.match(/Votre code à 6 chiffres est : (\d{6})/)?.[1] ?? null;
}

/** Someone's details for a signup; the address is made unique by `who`. */
export function newCustomer(who: string) {
  return {
    first_name: "Camille",
    last_name: "Martin",
    phone: "06 12 34 56 78",
    email: `${who}@exemple.fr`,
    password: "harissa-et-cumin",
  };
}
