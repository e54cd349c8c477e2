import { openTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import { describe, expect, it } from "vitest";
import { recordAudit } from "./audit-log.ts";
import { auditPage } from "./audit-reading.ts";

const START = new Date("2026-11-24T11:00:00Z").getTime();

describe.each(TEST_ENGINES)("la lecture du journal (%s)", (engine) => {
  it("regroupe à la lecture, pagine par 50 sans couper un groupe, et ne perd aucune ligne", async () => {
    const database = await openTestDatabase(engine);
    try {
      const nadia = { id: 1, name: "Nadia" };
      const karim = { id: 2, name: "Karim" };
      // 300 rows: runs of 1 to 4 saves of one thing by one person in one minute, people and
      // things alternating, minutes moving on every so often.
      let written = 0;
      let run = 0;
      while (written < 300) {
        const size = (run % 4) + 1;
        const actor = run % 3 === 0 ? karim : nadia;
        const subject = `item:plat-${run % 7}`;
        const at = new Date(START + Math.floor(run / 2) * 60_000 + 1_000);
        for (let index = 0; index < size && written < 300; index += 1) {
          await recordAudit(database.db, actor, at, {
            action: "draft.save",
            subject,
            subjectName: "Plat",
            before: { step: written },
            after: { step: written + 1 },
          });
          written += 1;
        }
        run += 1;
      }

      const pages = [];
      let before: number | undefined;
      do {
        const page = await auditPage(database.db, before === undefined ? {} : { before });
        pages.push(page);
        before = page.next_before ?? undefined;
      } while (before !== undefined);
      const entries = pages.flatMap((page) => page.entries);
      expect(pages.slice(0, -1).every((page) => page.entries.length === 50)).toBe(true);
      expect(entries.reduce((sum, entry) => sum + entry.count, 0)).toBe(300);
      // Whole groups: consecutive entries never belong together, and each runs first to last.
      for (const [index, entry] of entries.entries()) {
        expect(entry.after).toEqual({ step: (entry.before as { step: number }).step + entry.count });
        const next = entries[index + 1];
        if (next) {
          const sameMinute =
            Math.floor(Date.parse(next.at) / 60_000) === Math.floor(Date.parse(entry.at) / 60_000);
          const together = next.subject === entry.subject && next.staff_id === entry.staff_id && sameMinute;
          expect(together, `${entry.id} et ${next.id}`).toBe(false);
          expect(next.id).toBeLessThan(entry.first_id);
        }
      }

      const karims = await auditPage(database.db, { staff: 2 });
      expect(karims.entries.every((entry) => entry.staff_name === "Karim")).toBe(true);
      const one = await auditPage(database.db, { subject: "item:plat-3" });
      expect(one.entries.every((entry) => entry.subject === "item:plat-3")).toBe(true);
      expect(await auditPage(database.db, { action: "draft.sav" })).toMatchObject({
        entries: expect.any(Array),
      });
      expect((await auditPage(database.db, { action: "draft%" })).entries).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
