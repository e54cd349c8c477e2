import { describe, expect, it } from "vitest";
import { recordAudit } from "./audit-log.ts";

const AT = new Date("2026-11-26T10:00:00Z");

/** The one insert `recordAudit` makes, kept to read what the log would hold. */
function fakeDb() {
  const rows: unknown[] = [];
  const db = { insert: () => ({ values: async (row: unknown) => rows.push(row) }) };
  return { db: db as unknown as Parameters<typeof recordAudit>[0], rows };
}

describe("le journal des modifications", () => {
  it("copie le nom du membre, pour que le journal se lise après son départ", async () => {
    const { db, rows } = fakeDb();
    await recordAudit(db, { id: 4, name: "Nadia" }, AT, {
      action: "draft.save",
      subject: "item:burger",
      subjectName: "Burger",
      before: { price: 9 },
      after: { price: 10 },
      staffName: "ignoré quand un membre agit",
    });
    expect(rows).toEqual([
      {
        at: AT,
        staffId: 4,
        staffName: "Nadia",
        action: "draft.save",
        subject: "item:burger",
        subjectName: "Burger",
        before: { price: 9 },
        after: { price: 10 },
      },
    ]);
  });

  it("nomme la commande du terminal, ou la publication programmée quand personne n'agit", async () => {
    const { db, rows } = fakeDb();
    await recordAudit(db, null, AT, { action: "draft.import", subject: "catalogue", staffName: "Commande" });
    await recordAudit(db, null, AT, { action: "catalogue.publish", subject: "catalogue" });
    expect(rows).toEqual([
      expect.objectContaining({
        staffId: null,
        staffName: "Commande",
        subjectName: "",
        before: null,
        after: null,
      }),
      expect.objectContaining({ staffId: null, staffName: "Publication programmée" }),
    ]);
  });
});
