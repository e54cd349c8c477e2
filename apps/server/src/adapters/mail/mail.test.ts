import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:net";
import { type Database, schema } from "@comptoir/db";
import { openTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

const silent = pino({ level: "silent" });
const clock = () => new Date("2026-11-24T11:00:00Z");

/**
 * A tiny SMTP sink on a loopback port: it speaks just enough SMTP to accept messages, and keeps
 * them. No real mail server is ever involved.
 */
async function startSmtpSink() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current = { from: "", to: [] as string[], data: "" };
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: "", to: [], data: "" };
          socket.write("250 OK\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 sink\r\n");
        else if (verb === "MAIL") {
          current.from = line;
          socket.write("250 OK\r\n");
        } else if (verb === "RCPT") {
          current.to.push(line);
          socket.write("250 OK\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
          return;
        } else socket.write("250 OK\r\n");
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mail = {
  to: "camille@example.fr",
  subject: "Piment Rouge · Commande n° 7 confirmée",
  text: "Bonjour Camille,\nMerci !",
};

describe.each(TEST_ENGINES)("les e-mails, écrits d'abord dans la boîte d'envoi (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  const row = async (id: number) =>
    (await database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.id, id)))[0];

  it("avec SMTP_URL : envoyé par un vrai échange SMTP (serveur local de test), puis marqué envoyé", async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = createSmtpMailer({
        db: database.db,
        transport: nodemailer.createTransport(sink.url),
        from: '"Piment Rouge" <bonjour@piment-rouge.example>',
        logger: silent,
        clock,
      });
      const id = await database.db.transaction((tx) => mailer.enqueue(tx, mail));
      expect((await row(id))?.sentAt).toBeNull();
      await mailer.deliver([id]);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual(["RCPT TO:<camille@example.fr>"]);
      expect(sink.received[0]?.data).toContain("Subject: =?UTF-8?");
      expect(sink.received[0]?.data).toContain("From: Piment Rouge <bonjour@piment-rouge.example>");
      expect((await row(id))?.sentAt?.toISOString()).toBe(clock().toISOString());
    } finally {
      await sink.close();
    }
  });

  it("garde un e-mail dont l'envoi échoue, avec l'erreur, et le renvoie au tour suivant, une seule fois", async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const send = vi.spyOn(transport, "sendMail").mockRejectedValueOnce(new Error("connexion refusée"));
    const mailer = createSmtpMailer({
      db: database.db,
      transport,
      from: "bonjour@piment-rouge.example",
      logger: silent,
      clock,
    });
    const id = await database.db.transaction((tx) => mailer.enqueue(tx, mail));
    await mailer.deliver([id]);
    expect(await row(id)).toMatchObject({ sentAt: null, claimedAt: null, lastError: "connexion refusée" });

    // Two servers retrying at once: the claim lets only one of them send it.
    const other = createSmtpMailer({
      db: database.db,
      transport,
      from: "bonjour@piment-rouge.example",
      logger: silent,
      clock,
    });
    const [sentHere, sentThere] = await Promise.all([mailer.deliverPending(), other.deliverPending()]);
    expect(sentHere + sentThere).toBe(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(await row(id)).toMatchObject({ lastError: null });
    expect((await row(id))?.sentAt).not.toBeNull();
    expect(await mailer.deliverPending()).toBe(0);
  });

  it("une transaction annulée n'écrit aucun e-mail", async () => {
    const mailer = createOutboxMailer(database.db, silent);
    const before = await database.db.select().from(schema.outboxEmails);
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.enqueue(tx, mail);
        throw new Error("la commande échoue");
      }),
    ).rejects.toThrow("la commande échoue");
    expect(await database.db.select().from(schema.outboxEmails)).toHaveLength(before.length);
  });

  it("sans SMTP : l'e-mail reste dans la boîte d'envoi, le journal dit sujet et destinataire, le contenu en debug seulement", async () => {
    const lines: Record<string, unknown>[] = [];
    const destination = { write: (line: string) => lines.push(JSON.parse(line)) };
    const atInfo = createOutboxMailer(database.db, pino({ level: "info" }, destination));
    const id = await database.db.transaction((tx) => atInfo.enqueue(tx, mail));
    await atInfo.deliver([id]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, to: mail.to, subject: mail.subject });
    expect(JSON.stringify(lines)).not.toContain("Merci !");

    const atDebug = createOutboxMailer(database.db, pino({ level: "debug" }, destination));
    await atDebug.deliver([id]);
    expect(lines.at(-1)).toMatchObject({ level: 20, text: mail.text });
    expect((await row(id))?.sentAt).toBeNull();
  });
});
