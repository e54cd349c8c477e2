import { sign } from "node:crypto";
import type { Database } from "@comptoir/db";
import { openTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import { canonicalJson } from "@comptoir/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeClosedNovember } from "../../testing/chained-journal.ts";
import { type JournalArchive, journalArchive, verifyArchive } from "./archive.ts";
import { CHAIN_START, chainHash } from "./chain-hash.ts";
import { type ShopKey, temporaryShopKey } from "./shop-key.ts";

describe.each(TEST_ENGINES)("les archives signées du journal des ventes (%s)", (engine) => {
  let database: Database;
  const key = temporaryShopKey();

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await writeClosedNovember(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  async function archiveOf(closes: string): Promise<JournalArchive> {
    const made = await journalArchive(database.db, closes, { shopName: "Piment Rouge", key });
    if (!made.ok) throw new Error(`no archive for ${closes}: ${made.refused}`);
    return made.archive;
  }
  const text = (archive: unknown) => JSON.stringify(archive, null, 2);
  const copy = (archive: JournalArchive): JournalArchive => JSON.parse(JSON.stringify(archive));

  /** What a forger with their own key would do: hashes recomputed, the file signed again. */
  function forged(archive: JournalArchive, by: ShopKey): JournalArchive {
    let previous = archive.previousHash;
    const links = archive.links.map((link) => {
      previous = link.gap
        ? chainHash(previous, { seq: link.seq, gap: true })
        : chainHash(previous, {
            seq: link.seq,
            kind: link.kind,
            at: new Date(link.at),
            orderId: link.orderId,
            body: link.body,
            closes: link.closes,
          });
      return { ...link, hash: previous };
    });
    const { signature: _, ...rest } = { ...archive, links, publicKey: by.publicKeyPem };
    return {
      ...rest,
      signature: sign(null, Buffer.from(canonicalJson(rest)), by.privateKey).toString("base64"),
    };
  }

  it("une journée va de la première écriture qu'elle scelle à sa clôture, trous compris, et se vérifie", async () => {
    const archive = await archiveOf("day:2026-11-30");
    // From the entry after the 29th's last sealed (its closing, 7) to the 30th's closing.
    expect(archive.links.map((link) => [link.seq, link.gap])).toEqual([
      [7, false],
      [8, false],
      [9, false],
      [10, false],
      [11, true],
      [12, false],
      [13, false],
    ]);
    expect(archive.links.at(-1)).toMatchObject({ kind: "closing", closes: "day:2026-11-30" });
    expect(archive.shop).toBe("Piment Rouge");
    // The hash before its first entry: the link of the 29th's last sealed entry.
    const previousDay = await archiveOf("day:2026-11-29");
    expect(archive.previousHash).toBe(previousDay.links.find((link) => link.seq === 6)?.hash);
    expect(previousDay.previousHash).toBe(CHAIN_START);

    const verdict = verifyArchive(text(archive), { publicKeyPem: key.publicKeyPem });
    expect(verdict).toMatchObject({ ok: true, closes: "day:2026-11-30", entries: 6 });
    expect(verifyArchive(text(previousDay))).toMatchObject({ ok: true, entries: 7 });
  });

  it("un mois tient ses journées, de l'ouverture du journal à sa clôture", async () => {
    const archive = await archiveOf("month:2026-11");
    expect(archive.links.map((link) => link.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(verifyArchive(text(archive))).toMatchObject({ ok: true, entries: 13 });
  });

  it("une période non clôturée n'a pas d'archive", async () => {
    expect(await journalArchive(database.db, "day:2026-12-01", { shopName: "x", key })).toEqual({
      ok: false,
      refused: "not_closed",
    });
  });

  it("un montant changé est trouvé à son entrée", async () => {
    const archive = copy(await archiveOf("month:2026-11"));
    const paid = archive.links[2];
    if (!paid || paid.gap) throw new Error("fixture");
    (paid.body as { total: number }).total += 100;
    expect(verifyArchive(text(archive))).toMatchObject({ ok: false, problem: "hash_mismatch", seq: 3 });
    expect(verifyArchive(text(archive)).message).toContain("n° 3");
  });

  it("une entrée retirée est nommée", async () => {
    const archive = copy(await archiveOf("month:2026-11"));
    archive.links.splice(4, 1);
    expect(verifyArchive(text(archive))).toMatchObject({ ok: false, problem: "missing", seq: 5 });
  });

  it("deux entrées échangées sont trouvées, qu'elles gardent leur numéro ou non", async () => {
    const archive = copy(await archiveOf("month:2026-11"));
    const [first, second] = archive.links.slice(0, 2);
    if (!first || !second) throw new Error("fixture");
    archive.links.splice(0, 2, second, first);
    expect(verifyArchive(text(archive))).toMatchObject({ ok: false, problem: "out_of_order", seq: 2 });

    // Renumbered, each with the other's hash: the first no longer matches its link.
    const renumbered = copy(await archiveOf("month:2026-11"));
    const [a, b] = renumbered.links;
    if (!a || !b) throw new Error("fixture");
    renumbered.links.splice(0, 2, { ...b, seq: a.seq, hash: a.hash }, { ...a, seq: b.seq, hash: b.hash });
    expect(verifyArchive(text(renumbered))).toMatchObject({ ok: false, problem: "hash_mismatch", seq: 1 });
  });

  it("une archive refaite et signée d'une autre clé est refusée", async () => {
    const archive = copy(await archiveOf("day:2026-11-30"));
    const sale = archive.links[1];
    if (!sale || sale.gap) throw new Error("fixture");
    sale.at = "2026-11-30T17:00:00.000Z";
    const stranger = temporaryShopKey();
    const forgery = forged(archive, stranger);
    // Consistent in itself: only the shop's public key tells it apart.
    expect(verifyArchive(text(forgery))).toMatchObject({ ok: true });
    expect(verifyArchive(text(forgery), { publicKeyPem: key.publicKeyPem })).toMatchObject({
      ok: false,
      problem: "other_key",
    });
    // Signed by another key but carrying the shop's: the signature fails.
    const borrowed = { ...forged(archive, stranger), publicKey: key.publicKeyPem };
    expect(verifyArchive(text(borrowed))).toMatchObject({ ok: false, problem: "bad_signature", seq: null });
    // The chain recomputed but the shop's signature kept: the signature fails.
    const resealed = { ...forged(archive, key), signature: (await archiveOf("day:2026-11-30")).signature };
    expect(verifyArchive(text(resealed))).toMatchObject({ ok: false, problem: "bad_signature" });
  });

  it("une clôture qui ne suit pas ses écritures est nommée, même chaîne et signature refaites", async () => {
    // Entries changed and chained again before the export: only the closing's totals tell.
    const day = copy(await archiveOf("day:2026-11-30"));
    const refund = day.links[5];
    if (!refund || refund.gap || refund.kind !== "order_refunded") throw new Error("fixture");
    (refund.body as { total: number }).total = 10;
    expect(verifyArchive(text(forged(day, key)))).toMatchObject({
      ok: false,
      problem: "totals_mismatch",
      seq: 13,
    });

    const month = copy(await archiveOf("month:2026-11"));
    const closing = month.links.at(-1);
    if (!closing || closing.gap) throw new Error("fixture");
    (closing.body as { totals: { net: number } }).totals.net += 1;
    expect(verifyArchive(text(forged(month, key)))).toMatchObject({
      ok: false,
      problem: "totals_mismatch",
      seq: 14,
    });

    const grand = copy(await archiveOf("month:2026-11"));
    const dayClosing = grand.links.find((link) => !link.gap && link.closes === "day:2026-11-30");
    if (!dayClosing || dayClosing.gap) throw new Error("fixture");
    (dayClosing.body as { grandTotals: { net: number } }).grandTotals.net += 1;
    expect(verifyArchive(text(forged(grand, key)))).toMatchObject({
      ok: false,
      problem: "totals_mismatch",
      seq: 13,
    });
    expect(verifyArchive(text(forged(grand, key))).message).toContain("totaux perpétuels");
  });

  it("un fichier qui n'est pas une archive le dit", async () => {
    expect(verifyArchive("pas du json")).toMatchObject({ ok: false, problem: "not_json" });
    expect(verifyArchive('{"format":"autre"}')).toMatchObject({ ok: false, problem: "not_archive" });
    const cut = copy(await archiveOf("month:2026-11"));
    cut.links.pop();
    expect(verifyArchive(text(cut))).toMatchObject({
      ok: false,
      problem: "not_ending_with_closing",
      seq: 13,
    });
  });
});
