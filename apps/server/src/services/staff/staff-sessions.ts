import { randomBytes } from "node:crypto";
import { type Db, schema } from "@comptoir/db";
import { and, eq, gt, lt } from "drizzle-orm";
import { tokenHash } from "../accounts/sessions.ts";

const { staffSessions, staffMembers } = schema;

/** A shift and a half: the board is logged in again each working day at most (ADR 039). */
const STAFF_SESSION_HOURS = 16;

export type StaffRow = typeof staffMembers.$inferSelect;

/** A new session for the staff member; returns the token, which only the board keeps. */
export async function openStaffSession(
  db: Db,
  staffId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  // The password was just typed: owner's actions that ask for it again are open for 15 minutes.
  await db
    .insert(staffSessions)
    .values({ staffId, tokenHash: tokenHash(token), createdAt: now, expiresAt, passwordConfirmedAt: now });
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), lt(staffSessions.expiresAt, now)));
  return { token, expiresAt };
}

/** A live session: which one (its end closes its streams, ADR 044), and until when. */
export interface StaffSessionRef {
  id: number;
  expiresAt: Date;
  /** When the password was last typed on it (ADR 051). */
  passwordConfirmedAt: Date | null;
}

/**
 * The staff member of a live session and that session, or null (unknown, expired, revoked, or a
 * customer's token).
 */
export async function staffOfToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ member: StaffRow; session: StaffSessionRef } | null> {
  const [row] = await db
    .select({
      member: staffMembers,
      session: {
        id: staffSessions.id,
        expiresAt: staffSessions.expiresAt,
        passwordConfirmedAt: staffSessions.passwordConfirmedAt,
      },
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), gt(staffSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Whether that session is still live: what an open staff stream checks when events may have been missed. */
export async function staffSessionLive(db: Db, sessionId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), gt(staffSessions.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** The password was typed again on this session. */
export async function confirmStaffPassword(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ passwordConfirmedAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function closeStaffSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
}
