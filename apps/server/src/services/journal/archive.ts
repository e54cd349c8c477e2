import { createPublicKey, sign, verify } from "node:crypto";
import { type Db, schema } from "@comptoir/db";
import { type ClosingBody, canonicalJson } from "@comptoir/domain";
import { archiveVerdicts, fill } from "@comptoir/messages";
import { and, asc, desc, eq, gte, lt, lte } from "drizzle-orm";
import { z } from "zod";
import { archiveTotalsProblem } from "./archive-totals.ts";
import { CHAIN_START, chainHash } from "./chain-hash.ts";
import type { ShopKey } from "./shop-key.ts";

const { journalEntries, journalChain } = schema;

const ARCHIVE_FORMAT = "comptoir-journal-archive";
const ARCHIVE_VERSION = 1;

/** One link of the chain as an archive holds it: the entry's stored columns and its chain row. */
const archivedLinkSchema = z.discriminatedUnion("gap", [
  z.object({ seq: z.number().int(), hash: z.string(), gap: z.literal(true) }),
  z.object({
    seq: z.number().int(),
    hash: z.string(),
    gap: z.literal(false),
    kind: z.string(),
    at: z.iso.datetime(),
    orderId: z.number().int().nullable(),
    body: z.unknown(),
    closes: z.string().nullable(),
  }),
]);
type ArchivedLink = z.infer<typeof archivedLinkSchema>;

const archiveSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  shop: z.string(),
  closes: z.string(),
  /** The chain's hash just before the first link (CHAIN_START for the journal's first). */
  previousHash: z.string(),
  links: z.array(archivedLinkSchema).min(1),
  publicKey: z.string(),
  /** Ed25519, base64, over the canonical JSON of every other field. */
  signature: z.string(),
});
export type JournalArchive = z.infer<typeof archiveSchema>;

/** What a closed period's archive is made of, found in the database. */
export type ArchiveResult =
  | { ok: true; archive: JournalArchive }
  | { ok: false; refused: "not_closed" | "not_chained" };

/**
 * A closed period (`day:2026-11-26`, `month:2026-11`, `year:2026`) as one signed file (ADR 066,
 * 071): every link of the chain from the first entry the closing seals (a month's first day's
 * first, so a month holds its days) up to and including this closing, with the hash before the
 * first, the shop's public key and the signature. It is read from the chain's rows, so it exists
 * only once the closing is chained.
 */
export async function journalArchive(
  db: Db,
  closes: string,
  { shopName, key }: { shopName: string; key: ShopKey },
): Promise<ArchiveResult> {
  const [closing] = await db
    .select({ seq: journalEntries.seq, body: journalEntries.body })
    .from(journalEntries)
    .where(and(eq(journalEntries.closes, closes), eq(journalEntries.kind, "closing")));
  if (!closing) return { ok: false, refused: "not_closed" };
  // The first entry the closing seals (for a month, its first day's first), so the file holds
  // everything its totals are made of.
  const first = (closing.body as Partial<ClosingBody>).firstSeq ?? 0;
  const rows = await db
    .select({
      seq: journalChain.seq,
      hash: journalChain.hash,
      gap: journalChain.gap,
      kind: journalEntries.kind,
      at: journalEntries.at,
      orderId: journalEntries.orderId,
      body: journalEntries.body,
      closes: journalEntries.closes,
    })
    .from(journalChain)
    .leftJoin(journalEntries, eq(journalEntries.seq, journalChain.seq))
    .where(and(gte(journalChain.seq, first), lte(journalChain.seq, closing.seq)))
    .orderBy(asc(journalChain.seq));
  if (rows.at(-1)?.seq !== closing.seq) return { ok: false, refused: "not_chained" };
  const [before] = await db
    .select({ hash: journalChain.hash })
    .from(journalChain)
    .where(lt(journalChain.seq, first))
    .orderBy(desc(journalChain.seq))
    .limit(1);
  const links = rows.map((row): ArchivedLink => {
    if (row.gap || row.kind === null || row.at === null) return { seq: row.seq, hash: row.hash, gap: true };
    return {
      seq: row.seq,
      hash: row.hash,
      gap: false,
      kind: row.kind,
      at: row.at.toISOString(),
      orderId: row.orderId,
      body: row.body,
      closes: row.closes,
    };
  });
  const unsigned = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    shop: shopName,
    closes,
    previousHash: before?.hash ?? CHAIN_START,
    links,
    publicKey: key.publicKeyPem,
  } as const;
  const signature = sign(null, Buffer.from(canonicalJson(unsigned)), key.privateKey).toString("base64");
  return { ok: true, archive: { ...unsigned, signature } };
}

/** The archive's file name: `journal-day-2026-11-26.json`. */
export function archiveFileName(closes: string): string {
  return `journal-${closes.replace(":", "-")}.json`;
}

type ArchiveProblem =
  | "not_json"
  | "not_archive"
  | "missing"
  | "out_of_order"
  | "hash_mismatch"
  | "not_ending_with_closing"
  | "totals_mismatch"
  | "bad_signature"
  | "other_key";

/** An archive checked: valid, or the first problem found and the entry (`seq`) it is at. */
export type ArchiveVerdict =
  | { ok: true; closes: string; entries: number; lastHash: string; message: string }
  | { ok: false; problem: ArchiveProblem; seq: number | null; message: string };

function refused(problem: ArchiveProblem, seq: number | null, message: string): ArchiveVerdict {
  return { ok: false, problem, seq, message };
}

/**
 * Checks an archive file on its own (for `npm run journal:verify <file>`): the chain inside it,
 * recomputed link by link from its first hash, names the first entry changed, removed or moved;
 * the last link must be the period's closing; each closing's totals must be those of the entries
 * it seals in the file (archive-totals.ts); then the Ed25519 signature over everything else, with
 * the key the file holds, or with `publicKeyPem` (the shop's, as `GET /v2/staff/journal` gives it) when given, so
 * that a file re-signed with another key is refused too.
 */
export function verifyArchive(
  fileText: string,
  { publicKeyPem }: { publicKeyPem?: string } = {},
): ArchiveVerdict {
  let json: unknown;
  try {
    json = JSON.parse(fileText);
  } catch {
    return refused("not_json", null, archiveVerdicts.notJson);
  }
  const parsed = archiveSchema.safeParse(json);
  if (!parsed.success) return refused("not_archive", null, archiveVerdicts.notArchive);
  const archive = parsed.data;

  let previous = archive.previousHash;
  let expected = archive.links.reduce((lowest, link) => Math.min(lowest, link.seq), Number.POSITIVE_INFINITY);
  for (const link of archive.links) {
    if (link.seq !== expected) {
      // The number expected further on: entries moved; nowhere: an entry removed.
      const moved = link.seq < expected || archive.links.some((other) => other.seq === expected);
      return moved
        ? refused("out_of_order", link.seq, fill(archiveVerdicts.outOfOrder, { seq: link.seq, expected }))
        : refused("missing", expected, fill(archiveVerdicts.missing, { seq: expected, found: link.seq }));
    }
    const hash = link.gap
      ? chainHash(previous, { seq: link.seq, gap: true })
      : chainHash(previous, {
          seq: link.seq,
          kind: link.kind,
          at: new Date(link.at),
          orderId: link.orderId,
          body: link.body,
          closes: link.closes,
        });
    if (hash !== link.hash)
      return refused("hash_mismatch", link.seq, fill(archiveVerdicts.hashMismatch, { seq: link.seq }));
    previous = hash;
    expected += 1;
  }
  const last = archive.links[archive.links.length - 1];
  if (!last || last.gap || last.kind !== "closing" || last.closes !== archive.closes)
    return refused(
      "not_ending_with_closing",
      last?.seq ?? null,
      fill(archiveVerdicts.notEndingWithClosing, { seq: last?.seq ?? 0, closes: archive.closes }),
    );

  const totals = archiveTotalsProblem(
    archive.links.flatMap((link) => (link.gap ? [] : [link])),
    archive.closes,
  );
  if (totals)
    return refused(
      "totals_mismatch",
      totals.seq,
      fill(totals.what === "totals" ? archiveVerdicts.totalsMismatch : archiveVerdicts.grandTotalsMismatch, {
        seq: totals.seq,
      }),
    );

  const { signature, ...unsigned } = archive;
  let signed = false;
  try {
    signed = verify(
      null,
      Buffer.from(canonicalJson(unsigned)),
      createPublicKey(archive.publicKey),
      Buffer.from(signature, "base64"),
    );
  } catch {
    signed = false;
  }
  if (!signed) return refused("bad_signature", null, archiveVerdicts.badSignature);
  if (publicKeyPem !== undefined && !sameKey(publicKeyPem, archive.publicKey))
    return refused("other_key", null, archiveVerdicts.otherKey);
  const entries = archive.links.filter((link) => !link.gap).length;
  return {
    ok: true,
    closes: archive.closes,
    entries,
    lastHash: last.hash,
    message: fill(archiveVerdicts.valid, { closes: archive.closes, count: entries }),
  };
}

/** Two PEM texts of one public key (whatever their line breaks) are the same key. */
function sameKey(a: string, b: string): boolean {
  try {
    const der = (pem: string) => createPublicKey(pem).export({ type: "spki", format: "der" });
    return der(a).equals(der(b));
  } catch {
    return false;
  }
}
