import { createHash } from "node:crypto";
import { canonicalJson } from "@comptoir/domain";

/** What the first link hashes as its previous one. */
export const CHAIN_START = "0".repeat(64);

/** An entry as it is hashed: every stored column, the instant in ISO 8601. */
export interface HashedEntry {
  seq: number;
  kind: string;
  at: Date;
  orderId: number | null;
  body: unknown;
  closes: string | null;
}

/**
 * One link of the sales journal's chain (ADR 066): SHA-256 of the previous link's hash, a line
 * break and the canonical JSON of the entry (or of `{ seq, gap: true }` where no entry holds the
 * number). Changing, removing or reordering an entry changes every hash after it.
 */
export function chainHash(previous: string, entry: HashedEntry | { seq: number; gap: true }): string {
  const content =
    "gap" in entry
      ? { seq: entry.seq, gap: true }
      : {
          seq: entry.seq,
          kind: entry.kind,
          at: entry.at.toISOString(),
          orderId: entry.orderId,
          body: entry.body,
          closes: entry.closes,
        };
  return createHash("sha256")
    .update(`${previous}\n${canonicalJson(content)}`)
    .digest("hex");
}
