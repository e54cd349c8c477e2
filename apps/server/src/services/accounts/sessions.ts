import { createHash, randomBytes } from "node:crypto";
import { type Db, schema } from "@comptoir/db";
import { and, eq, gt, lt, ne } from "drizzle-orm";

const { sessions, users } = schema;

/** How long a login lasts without logging in again. */
const SESSION_DAYS = 30;

export type UserRow = typeof users.$inferSelect;

/** Only the token's hash is stored: a copy of the database opens no session. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A new session for the user; returns the token, which only the browser keeps. */
export async function openSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    userId,
    tokenHash: tokenHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  // Expired sessions of this user go when a new one opens: the table holds live ones only.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return token;
}

/** The user of a live session, or null for an unknown, revoked or expired token. */
export async function userOfToken(db: Db, token: string, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.user ?? null;
}

export async function closeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
}

/** After a password change: every session of the user but the one that made the change. */
export async function closeOtherSessions(db: Db, userId: number, keptToken: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keptToken === null
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.tokenHash, tokenHash(keptToken))),
    );
}
