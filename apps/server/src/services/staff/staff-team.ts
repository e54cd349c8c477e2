import type { StaffMemberPayload, StaffRolePayload } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { and, asc, eq, ne } from "drizzle-orm";
import { hashPassword } from "../accounts/passwords.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import type { StaffRow } from "./staff-sessions.ts";

const { staffMembers, staffSessions } = schema;

export function staffMemberPayload(member: StaffRow): StaffMemberPayload {
  return { id: member.id, email: member.email, name: member.name, role: member.role };
}

export async function teamOf(db: Db): Promise<StaffRow[]> {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.name), asc(staffMembers.id));
}

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  return (await db.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1))[0] ?? null;
}

/** The audit log's view of a member (ADR 052): their name and role, never the password's hash. */
function memberInLog(member: StaffRow) {
  return { name: member.name, role: member.role };
}

/** A new member, written in the audit log by whom; null when the address is already a member's. */
export async function addStaffMember(
  db: Db,
  details: { email: string; name: string; role: StaffRolePayload; password: string },
  by: AuditActor,
  now: Date,
): Promise<StaffRow | null> {
  const passwordHash = await hashPassword(details.password);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(staffMembers)
      .values({ email: details.email, name: details.name, role: details.role, passwordHash })
      .onConflictDoNothing({ target: staffMembers.email })
      .returning();
    if (!member) return null;
    await recordAudit(tx, by, now, {
      action: "team.add",
      subject: `staff:${member.id}`,
      subjectName: member.name,
      after: memberInLog(member),
    });
    return member;
  });
}

/**
 * Adds the member, or for a known address sets their name, role and password and closes their
 * sessions (a reset password must log out whoever held the old one). What `staff:create` does.
 */
export async function putStaffMember(
  db: Db,
  details: { email: string; name: string; role: StaffRolePayload; password: string },
): Promise<{ member: StaffRow; created: boolean }> {
  const passwordHash = await hashPassword(details.password);
  return db.transaction(async (tx) => {
    const [known] = await tx.select().from(staffMembers).where(eq(staffMembers.email, details.email));
    if (!known) {
      const [member] = await tx
        .insert(staffMembers)
        .values({ email: details.email, name: details.name, role: details.role, passwordHash })
        .returning();
      if (!member) throw new Error("staff member not inserted");
      return { member, created: true };
    }
    const [member] = await tx
      .update(staffMembers)
      .set({ name: details.name, role: details.role, passwordHash })
      .where(eq(staffMembers.id, known.id))
      .returning();
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, known.id));
    if (!member) throw new Error("staff member not updated");
    return { member, created: false };
  });
}

/**
 * A member's own new password (ADR 085), the current one already checked: the hash replaced, every
 * other session of theirs closed (a password changed because it got out must log out whoever used
 * it), this one kept with its password just typed (ADR 051), and the change in the audit log (never
 * the hash). Returns the sessions closed, so that their open streams can be ended.
 */
export async function changeOwnPassword(
  db: Db,
  member: StaffRow,
  sessionId: number,
  password: string,
  now: Date,
): Promise<number[]> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, member.id));
    const closed = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.staffId, member.id), ne(staffSessions.id, sessionId)))
      .returning({ id: staffSessions.id });
    await tx.update(staffSessions).set({ passwordConfirmedAt: now }).where(eq(staffSessions.id, sessionId));
    await recordAudit(tx, member, now, {
      action: "team.password",
      subject: `staff:${member.id}`,
      subjectName: member.name,
    });
    return closed.map((session) => session.id);
  });
}

export type RemovalRefused = "unknown" | "yourself" | "last_owner";

/**
 * Removes a member and every session they hold, so their board is logged out on its next call, and
 * says so in the audit log. Never oneself; never the last owner, or nobody could manage
 * the team again. The owners are counted inside the transaction, locked, so two owners removing each
 * other at the same instant cannot leave the shop without one.
 */
export async function removeStaffMember(
  db: Db,
  id: number,
  by: StaffRow,
  now: Date,
): Promise<{ ok: true } | { ok: false; refused: RemovalRefused }> {
  if (id === by.id) return { ok: false, refused: "yourself" };
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.role, "owner"))
      .for("update");
    const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for("update");
    if (!member) return { ok: false, refused: "unknown" } as const;
    if (member.role === "owner" && owners.filter((owner) => owner.id !== id).length === 0) {
      return { ok: false, refused: "last_owner" } as const;
    }
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    await tx.delete(staffMembers).where(and(eq(staffMembers.id, id), ne(staffMembers.id, by.id)));
    await recordAudit(tx, by, now, {
      action: "team.remove",
      subject: `staff:${member.id}`,
      subjectName: member.name,
      before: memberInLog(member),
    });
    return { ok: true } as const;
  });
}
