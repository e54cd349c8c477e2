import { type Db, schema } from "@comptoir/db";
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { html, raw } from "hono/html";

const SHOWN = 50;

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/Paris",
});

/**
 * GET /dev/mailbox: the last e-mails of the outbox as a plain page, to read the confirmation mails
 * of a shop with no mail server. Mounted only in development (NODE_ENV=development or DEV_MAILBOX=1):
 * it shows customers' addresses and orders.
 */
export function devMailboxRoutes(db: Db) {
  return new Hono({ strict: false }).get("/", async (c) => {
    const mails = await db
      .select()
      .from(schema.outboxEmails)
      .orderBy(desc(schema.outboxEmails.id))
      .limit(SHOWN);
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    const items = mails.map(
      (mail) => html`<article>
  <h2>${mail.subject}</h2>
  <p>À : ${mail.recipient} · ${dateFormat.format(mail.createdAt)} · ${
    mail.sentAt ? `envoyé le ${dateFormat.format(mail.sentAt)}` : "non envoyé (boîte d'envoi)"
  }${mail.lastError ? ` · dernière erreur : ${mail.lastError}` : ""}</p>
  <pre>${mail.textBody}</pre>
</article>`,
    );
    return c.html(html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Boîte d'envoi (développement)</title>
</head>
<body>
<h1>Boîte d'envoi (développement)</h1>
<p>Les ${SHOWN} derniers e-mails écrits par la boutique, du plus récent au plus ancien. Cette page n'existe qu'en développement.</p>
${mails.length === 0 ? html`<p>Aucun e-mail pour le moment.</p>` : raw("")}
${items}
</body>
</html>`);
  });
}
