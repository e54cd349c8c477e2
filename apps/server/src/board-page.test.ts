import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBackOffice } from "./back-office.ts";
import { createStaffMember, customerToken } from "./testing/staff.ts";
import { openTestApi } from "./testing/test-api.ts";

/**
 * The board drawn on the server from the staff session's cookie copy (ADR 079): its columns are in
 * the HTML for a live staff session, and nothing of the board for no copy, an unknown token or a
 * customer's; never kept by a cache.
 */
describe("le tableau des commandes dessiné par le serveur", () => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    const backOffice = await loadBackOffice("production");
    if (!backOffice) throw new Error("espace équipe non construit : lancez « npm run build » avant ce test");
    t = await openTestApi("pglite", { backOffice });
  }, 60_000);
  afterAll(() => t.database.close());

  async function board(cookie?: string) {
    const response = await t.app.request("/admin", cookie ? { headers: { Cookie: cookie } } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    return response.text();
  }

  it("dessine les colonnes pour la session du cookie", async () => {
    const { token } = await createStaffMember(t.database.db, { role: "owner", now: t.clock() });
    const html = await board(`staff-session=${token}`);
    expect(html).toContain('id="tableau-titre"');
    expect(html).toContain("Aucune commande");
    // The token itself is never written in the page.
    expect(html).not.toContain(token);
  });

  it("sans cookie, avec un jeton inconnu ou celui d'un client, ne dessine aucun tableau", async () => {
    const customer = await customerToken(t.database.db, t.clock());
    for (const cookie of [
      undefined,
      "staff-session=jeton-inconnu-mais-bien-forme-0123456789",
      `staff-session=${customer}`,
    ]) {
      const html = await board(cookie);
      expect(html).not.toContain('id="tableau-titre"');
      expect(html).not.toContain("Aucune commande");
    }
  });
});
