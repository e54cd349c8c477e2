import type { Db } from "@comptoir/db";
import { devMailbox, fill } from "@comptoir/messages";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { latestMails } from "../adapters/mail/mail.ts";
import type { Catalog } from "../services/catalog.ts";
import { restaurantOf } from "../services/restaurant.ts";

const SHOWN = 50;

/**
 * GET /dev/mailbox: the last e-mails of the outbox as a plain page, to read the confirmation mails
 * of a shop with no mail server. Mounted only in development (NODE_ENV=development or DEV_MAILBOX=1):
 * it shows customers' addresses and orders.
 */
export function devMailboxRoutes(db: Db, catalog: Catalog) {
  return new Hono({ strict: false }).get("/", async (c) => {
    const mails = await latestMails(db, SHOWN);
    // Dated in the restaurant's zone, as its tickets and mails are; a page for developers, so its
    // own short format with the seconds, made per request.
    const { timeZone } = restaurantOf(await catalog.snapshot());
    const dateFormat = new Intl.DateTimeFormat("fr-FR", {
      dateStyle: "short",
      timeStyle: "medium",
      timeZone,
    });
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    const items = mails.map(
      (mail) => html`<article>
  <h2>${mail.subject}</h2>
  <p>${fill(devMailbox.to, { recipient: mail.recipient })} · ${dateFormat.format(mail.createdAt)} · ${
    mail.sentAt ? fill(devMailbox.sentAt, { date: dateFormat.format(mail.sentAt) }) : devMailbox.notSent
  }${mail.lastError ? fill(devMailbox.lastError, { error: mail.lastError }) : ""}</p>
  <pre>${mail.textBody}</pre>
</article>`,
    );
    return c.html(html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${raw(devMailbox.title)}</title>
</head>
<body>
<h1>${raw(devMailbox.title)}</h1>
<p>${raw(fill(devMailbox.intro, { count: SHOWN }))}</p>
${mails.length === 0 ? html`<p>${raw(devMailbox.empty)}</p>` : raw("")}
${items}
</body>
</html>`);
  });
}
