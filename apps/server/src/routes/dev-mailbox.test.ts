import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "../testing/test-api.ts";

describe.each(TEST_ENGINES)("GET /dev/mailbox (%s)", (engine) => {
  let withMailbox: Awaited<ReturnType<typeof openTestApi>>;
  let withoutMailbox: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    [withMailbox, withoutMailbox] = await Promise.all([
      openTestApi(engine, { devMailbox: true }),
      openTestApi(engine),
    ]);
  });
  afterAll(async () => {
    await withMailbox.database.close();
    await withoutMailbox.database.close();
  });

  it("montre en développement les e-mails de la boîte d'envoi, en français, contenu échappé", async () => {
    const { db } = withMailbox.database;
    await db.transaction((tx) =>
      withMailbox.mail.enqueue(tx, {
        to: "camille@example.fr",
        subject: "Piment Rouge · Commande n° 3 confirmée <script>alert(1)</script>",
        text: "Bonjour Camille,\n1 × Cola 33 cl",
      }),
    );
    const response = await withMailbox.api.request("/dev/mailbox");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = await response.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("Boîte d'envoi (développement)");
    expect(page).toContain("À : camille@example.fr");
    expect(page).toContain("non envoyé (boîte d&#39;envoi)");
    expect(page).toContain("1 × Cola 33 cl");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>");
  });

  it("n'existe pas hors développement", async () => {
    expect((await withoutMailbox.api.request("/dev/mailbox")).status).toBe(404);
  });
});
