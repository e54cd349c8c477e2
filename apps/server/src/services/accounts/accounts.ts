import type { Restaurant, SessionPayload } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { eq, sql } from "drizzle-orm";
import type { Mailer } from "../../adapters/mail/mail.ts";
import {
  accountDeletedMail,
  alreadyRegisteredMail,
  codeMail,
  passwordChangedMail,
  welcomeMail,
} from "./account-mails.ts";
import { forgetCustomerOfOrders } from "./account-orders.ts";
import { consumeCode, forgetCodes, issueCode, matchingCode, useCode } from "./one-time-codes.ts";
import { hashPassword, passwordMatches, spendPasswordCheck } from "./passwords.ts";
import { closeOtherSessions, openSession, type UserRow } from "./sessions.ts";
import { userPayload } from "./user-payload.ts";

const { users } = schema;

export interface AccountDeps {
  db: Db;
  mail: Mailer;
  clock: () => Date;
  /** The restaurant the mails are signed by, read when a mail is written. */
  restaurant: () => Promise<Restaurant>;
}

export interface Signup {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
}

export interface ProfileChanges {
  first_name?: string | undefined;
  last_name?: string | undefined;
  phone?: string | undefined;
  address?:
    | { address?: string | null; city?: string | null; postal_code?: string | null; country?: string | null }
    | null
    | undefined;
}

export type LoginOutcome =
  | { outcome: "logged_in"; session: SessionPayload }
  /** An unknown address and a wrong password are one outcome: nobody learns who has an account. */
  | { outcome: "wrong_credentials" }
  /** The right password of an address never confirmed: the caller sends it a code. */
  | { outcome: "email_not_verified"; user: UserRow };

export type CodeLoginOutcome =
  | { outcome: "logged_in"; session: SessionPayload }
  /** A wrong, used, expired or worn-out code, or an address without an account. */
  | { outcome: "wrong_code" }
  /**
   * The right code of an address never confirmed and signed up more than once, without the
   * password that confirms it: the code is still good. Only the mailbox's reader learns it.
   */
  | { outcome: "password_required" };

/**
 * Customer accounts (ADR 029): each change of an account with the mail that tells its owner, in
 * one transaction, the mail delivered after the commit. The routes only parse and answer.
 */
export function createAccounts(deps: AccountDeps) {
  const { db, mail, clock } = deps;
  const person = (user: { email: string; firstName: string | null }) => ({
    email: user.email,
    firstName: user.firstName,
  });

  const findByEmail = async (email: string): Promise<UserRow | null> =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0] ?? null;

  const loggedIn = async (user: UserRow): Promise<SessionPayload> => ({
    token: await openSession(db, user.id, clock()),
    user: userPayload(user),
  });

  /** A fresh code in the outbox and on its way, for an address that has an account. */
  const sendCode = async (user: UserRow): Promise<void> => {
    const where = await deps.restaurant();
    const mailId = await db.transaction(async (tx) => {
      const code = await issueCode(tx, user.email, clock());
      return mail.enqueue(tx, codeMail(person(user), where, code));
    });
    await mail.deliver([mailId]);
  };

  return {
    findByEmail,
    sendCode,

    /**
     * A new address makes an unconfirmed account and gets its code; one never confirmed takes the
     * newer signup's details and gets a new code, and from then on its password must come with the
     * code (`logInWithCode`); a confirmed one is left alone and its owner hears of the attempt.
     */
    async signUp(body: Signup): Promise<void> {
      // Hashed before anything is looked up: a known address costs the same time as a new one.
      const passwordHash = await hashPassword(body.password);
      const where = await deps.restaurant();
      const now = clock();
      const mailId = await db.transaction(async (tx) => {
        const details = {
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          passwordHash,
        };
        const [fresh] = await tx
          .insert(users)
          .values({ email: body.email, ...details, createdAt: now })
          .onConflictDoUpdate({
            target: users.email,
            set: { ...details, signups: sql`${users.signups} + 1` },
            where: sql`${users.emailVerifiedAt} is null`,
          })
          .returning();
        const to = { email: body.email, firstName: body.first_name };
        if (!fresh) return mail.enqueue(tx, alreadyRegisteredMail(to, where));
        const code = await issueCode(tx, body.email, now);
        return mail.enqueue(tx, codeMail(to, where, code));
      });
      void mail.deliver([mailId]);
    },

    /** An unknown address is answered as a wrong password, after the same argon2 work. */
    async logIn(email: string, password: string): Promise<LoginOutcome> {
      const user = await findByEmail(email);
      if (!user) {
        await spendPasswordCheck(password);
        return { outcome: "wrong_credentials" };
      }
      if (!(await passwordMatches(user.passwordHash, password))) return { outcome: "wrong_credentials" };
      if (!user.emailVerifiedAt) return { outcome: "email_not_verified", user };
      return { outcome: "logged_in", session: await loggedIn(user) };
    },

    /**
     * Logs in with the address's code, confirming the address the first time. The code proves who
     * reads the mailbox, not who chose the password: once a second signup was made with the
     * address (anyone may sign up with any address), the password is the one given with the code,
     * never a signup's. A password given with the code of a new account is always the one set;
     * it is ignored for a confirmed account.
     */
    async logInWithCode(
      email: string,
      code: string,
      password: string | undefined,
    ): Promise<CodeLoginOutcome> {
      const now = clock();
      const codeId = await matchingCode(db, email, code, now);
      if (codeId === null) return { outcome: "wrong_code" };
      const user = await findByEmail(email);
      if (!user) return { outcome: "wrong_code" };
      if (!user.emailVerifiedAt && password === undefined && user.signups > 1) {
        return { outcome: "password_required" };
      }
      if (!(await useCode(db, codeId, now))) return { outcome: "wrong_code" };
      if (user.emailVerifiedAt) return { outcome: "logged_in", session: await loggedIn(user) };
      const passwordHash = password === undefined ? user.passwordHash : await hashPassword(password);
      const where = await deps.restaurant();
      const mailId = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, emailVerifiedAt: now }).where(eq(users.id, user.id));
        return mail.enqueue(tx, welcomeMail(person(user), where));
      });
      void mail.deliver([mailId]);
      return {
        outcome: "logged_in",
        session: await loggedIn({ ...user, passwordHash, emailVerifiedAt: now }),
      };
    },

    /** A new password with the address's code; false: a wrong code. */
    async resetPassword(email: string, code: string, password: string): Promise<boolean> {
      const now = clock();
      if (!(await consumeCode(db, email, code, now))) return false;
      const user = await findByEmail(email);
      if (!user) return false;
      const passwordHash = await hashPassword(password);
      const where = await deps.restaurant();
      const mailId = await db.transaction(async (tx) => {
        // The code proved the mailbox: the address is confirmed, and every session is closed.
        await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now })
          .where(eq(users.id, user.id));
        await closeOtherSessions(tx, user.id, null);
        return mail.enqueue(tx, passwordChangedMail(person(user), where));
      });
      void mail.deliver([mailId]);
      return true;
    },

    /** The account as changed; null when it was deleted meanwhile. An absent field is kept. */
    async updateProfile(userId: number, changes: ProfileChanges): Promise<UserRow | null> {
      const address =
        changes.address === undefined
          ? {}
          : {
              address: changes.address?.address ?? null,
              city: changes.address?.city ?? null,
              postalCode: changes.address?.postal_code ?? null,
              country: changes.address?.country ?? null,
            };
      const [updated] = await db
        .update(users)
        .set({ firstName: changes.first_name, lastName: changes.last_name, phone: changes.phone, ...address })
        .where(eq(users.id, userId))
        .returning();
      return updated ?? null;
    },

    /** A new password, given the current one; the other sessions are closed. False: a wrong password. */
    async changePassword(
      session: { user: UserRow; token: string },
      currentPassword: string,
      password: string,
    ): Promise<boolean> {
      const { user } = session;
      if (!(await passwordMatches(user.passwordHash, currentPassword))) return false;
      const passwordHash = await hashPassword(password);
      const where = await deps.restaurant();
      const mailId = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await closeOtherSessions(tx, user.id, session.token);
        return mail.enqueue(tx, passwordChangedMail(person(user), where));
      });
      void mail.deliver([mailId]);
      return true;
    },

    /**
     * Deletes the account, given its password: its orders stay with the restaurant without the
     * customer, its codes and sessions go. False: a wrong password.
     */
    async deleteAccount(user: UserRow, password: string): Promise<boolean> {
      if (!(await passwordMatches(user.passwordHash, password))) return false;
      const where = await deps.restaurant();
      const mailId = await db.transaction(async (tx) => {
        await forgetCustomerOfOrders(tx, user.id);
        await forgetCodes(tx, user.email);
        // Its sessions go with it (foreign key, on delete cascade).
        await tx.delete(users).where(eq(users.id, user.id));
        return mail.enqueue(tx, accountDeletedMail(person(user), where));
      });
      void mail.deliver([mailId]);
      return true;
    },
  };
}
