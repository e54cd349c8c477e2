import type { JournalStatusPayload } from "@comptoir/contracts";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyArchive } from "../../services/journal/archive.ts";
import { appendJournalEntry } from "../../services/journal/journal-entries.ts";
import { writeClosedNovember } from "../../testing/chained-journal.ts";
import { createStaffMember, customerToken, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

describe.each(TEST_ENGINES)("le journal des ventes /v2/staff/journal (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let owner: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    owner = (await createStaffMember(t.database.db, { role: "owner", now: t.clock() })).token;
  });
  afterAll(() => t.database.close());

  const asOwner = (path: string) => t.api.request(path, { headers: staffBearer(owner) });

  it("refuse sans session (401), et à un membre de l'équipe qui n'est pas gérant (403)", async () => {
    const { token: staff } = await createStaffMember(t.database.db, { now: t.clock() });
    const customer = await customerToken(t.database.db, t.clock());
    for (const path of ["/v2/staff/journal", "/v2/staff/journal/archives/day:2026-11-30"]) {
      expect((await t.json(path)).response.status).toBe(401);
      expect((await t.json(path, { headers: staffBearer(customer) })).response.status).toBe(401);
      const asStaff = await t.json(path, { headers: staffBearer(staff) });
      expect(asStaff.response.status).toBe(403);
      expect(asStaff.body).toMatchObject({ code: "owner_only" });
    }
  });

  it("dit un journal vide, avec la clé publique de la boutique", async () => {
    const { response, body } = await t.json("/v2/staff/journal", { headers: staffBearer(owner) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body.payload).toMatchObject({ chained: null, unchained: 0, closings: [] });
    expect((body.payload as JournalStatusPayload).public_key).toContain("BEGIN PUBLIC KEY");
  });

  it("dit où en est la chaîne et liste les clôtures, la plus récente d'abord", async () => {
    await writeClosedNovember(t.database.db);
    await appendJournalEntry(t.database.db, {
      kind: "order_refused",
      at: new Date("2026-12-01T12:00:00Z"),
      orderId: null,
      body: { total: 1500 },
    });
    const { body } = await t.json("/v2/staff/journal", { headers: staffBearer(owner) });
    const status = body.payload as JournalStatusPayload;
    expect(status.chained?.seq).toBe(14);
    expect(status.chained?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(status.unchained).toBe(1);
    expect(status.closings).toEqual([
      { closes: "month:2026-11", seq: 14, at: "2026-12-01T05:00:00.000Z", net: 3000 },
      { closes: "day:2026-11-30", seq: 13, at: "2026-12-01T05:00:00.000Z", net: 0 },
      { closes: "day:2026-11-29", seq: 7, at: "2026-11-30T05:00:00.000Z", net: 3000 },
    ]);
  });

  it("donne l'archive d'une période close en fichier, signée de la clé de la boutique", async () => {
    const response = await asOwner("/v2/staff/journal/archives/day:2026-11-30");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="journal-day-2026-11-30.json"',
    );
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const { body } = await t.json("/v2/staff/journal", { headers: staffBearer(owner) });
    const publicKeyPem = (body.payload as JournalStatusPayload).public_key;
    const verdict = verifyArchive(await response.text(), { publicKeyPem });
    expect(verdict).toMatchObject({ ok: true, closes: "day:2026-11-30", entries: 6 });

    const month = await asOwner("/v2/staff/journal/archives/month:2026-11");
    expect(month.headers.get("Content-Disposition")).toContain("journal-month-2026-11.json");
    expect(verifyArchive(await month.text(), { publicKeyPem })).toMatchObject({ ok: true, entries: 13 });
  });

  it("répond 404 pour une période non close, 400 pour une période mal écrite", async () => {
    for (const closes of ["day:2026-12-02", "month:2026-12", "year:2026"]) {
      const { response, body } = await t.json(`/v2/staff/journal/archives/${closes}`, {
        headers: staffBearer(owner),
      });
      expect(response.status).toBe(404);
      expect(body).toMatchObject({ code: "not_found", message: expect.stringContaining("pas clôturée") });
    }
    for (const closes of ["day:2026-02-30", "week:2026-48", "month:2026-13", "day:2026-11-26:x", "2026"]) {
      const { response, body } = await t.json(`/v2/staff/journal/archives/${encodeURIComponent(closes)}`, {
        headers: staffBearer(owner),
      });
      expect(response.status).toBe(400);
      expect(body).toMatchObject({
        code: "invalid_input",
        message: expect.stringContaining("day:AAAA-MM-JJ"),
      });
    }
  });

  it("fait patienter pour une clôture écrite mais pas encore chaînée", async () => {
    await appendJournalEntry(t.database.db, {
      kind: "closing",
      at: new Date("2026-12-02T05:00:00Z"),
      orderId: null,
      body: { period: "day", label: "2026-12-01", firstSeq: 15, lastSeq: 15 },
      closes: "day:2026-12-01",
    });
    const response = await asOwner("/v2/staff/journal/archives/day:2026-12-01");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("1");
  });
});
