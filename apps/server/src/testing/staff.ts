import type { StaffRolePayload } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { hashPassword } from "../services/accounts/passwords.ts";
import { openSession } from "../services/accounts/sessions.ts";
import { openStaffSession } from "../services/staff/staff-sessions.ts";

/** The password of every member `createStaffMember` makes, for tests that log in through the API. */
export const STAFF_TEST_PASSWORD = "piment-et-coriandre";

let made = 0;

/**
 * A staff member in the database with a live session, for the tests of /v2/staff/…: returns the
 * member and the token the board would hold. Each call makes a new member (unique address), so
 * tests sharing one database never collide. The session opens at `now` (default: the real clock;
 * pass the test API's clock when the test moves time).
 */
export async function createStaffMember(
  db: Db,
  options: { role?: StaffRolePayload; name?: string; email?: string; now?: Date } = {},
) {
  made += 1;
  const role = options.role ?? "staff";
  const email = options.email ?? `${role}-${process.pid}-${made}-${Date.now()}@piment-rouge.test`;
  const [member] = await db
    .insert(schema.staffMembers)
    .values({
      email,
      name: options.name ?? (role === "owner" ? "Nadia" : `Karim ${made}`),
      role,
      passwordHash: await hashPassword(STAFF_TEST_PASSWORD),
    })
    .returning();
  if (!member) throw new Error("staff member not inserted");
  const { token, expiresAt } = await openStaffSession(db, member.id, options.now ?? new Date());
  return { member, token, expiresAt };
}

/** The header a staff call carries. */
export function staffBearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A logged-in customer's token: what every staff call must refuse (401) as if it were none. */
export async function customerToken(db: Db, now: Date = new Date()): Promise<string> {
  made += 1;
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `client-${process.pid}-${made}-${Date.now()}@exemple.fr`,
      passwordHash: await hashPassword(STAFF_TEST_PASSWORD),
      firstName: "Camille",
      lastName: "Martin",
      phone: "06 12 34 56 78",
      emailVerifiedAt: now,
    })
    .returning();
  if (!user) throw new Error("customer not inserted");
  return openSession(db, user.id, now);
}
