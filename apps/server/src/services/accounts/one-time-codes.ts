import { createHash, randomInt } from "node:crypto";
import { type Db, schema } from "@comptoir/db";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";

const { oneTimeCodes } = schema;

/** OWASP ASVS 5.0, chapter 6 (docs/quality.md): six random digits, valid 10 minutes, single use, 5 wrong tries at most. */
export const CODE_MINUTES = 10;
const CODE_TRIES = 5;

function codeHash(email: string, code: string): string {
  return createHash("sha256").update(`${email}:${code}`).digest("base64url");
}

/**
 * A new code for the address, replacing any earlier one (only the newest code works). Written
 * with the caller's transaction, beside the mail that carries it.
 */
export async function issueCode(tx: Db, email: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));
  await tx.insert(oneTimeCodes).values({
    email,
    codeHash: codeHash(email, code),
    expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
    createdAt: now,
  });
  return code;
}

/**
 * The id of the address's live code if `code` is it, else null. Each attempt first takes a try,
 * atomically, and only then compares: however many guesses arrive at once, at most five are ever
 * compared. The code dies after its fifth try, its expiry, or its use (`useCode`).
 */
export async function matchingCode(db: Db, email: string, code: string, now: Date): Promise<number | null> {
  const [attempt] = await db
    .update(oneTimeCodes)
    .set({ tries: sql`${oneTimeCodes.tries} + 1` })
    .where(
      and(
        eq(oneTimeCodes.email, email),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.tries, CODE_TRIES),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  return attempt && attempt.codeHash === codeHash(email, code) ? attempt.id : null;
}

/** Uses the code found by `matchingCode`; of two requests with the right code, one uses it. */
export async function useCode(db: Db, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}

/** Consumes the address's live code if `code` is it (`matchingCode`, then `useCode`). */
export async function consumeCode(db: Db, email: string, code: string, now: Date): Promise<boolean> {
  const id = await matchingCode(db, email, code, now);
  return id !== null && useCode(db, id, now);
}

export async function forgetCodes(tx: Db, email: string): Promise<void> {
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));
}
