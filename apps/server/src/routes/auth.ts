import {
  ACCOUNT_ERROR_CODES,
  changePasswordBodySchema,
  deleteProfileBodySchema,
  ERROR_CODES,
  loginBodySchema,
  ordersQuerySchema,
  profileUpdateBodySchema,
  resetPasswordBodySchema,
  type SessionPayload,
  sendCodeQuerySchema,
  signupBodySchema,
  verifyCodeQuerySchema,
} from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { accountApi, fill } from "@comptoir/messages";
import { eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { Logger } from "pino";
import { inFlight, type Mailer } from "../adapters/mail/mail.ts";
import { errorResponse } from "../http/api-error.ts";
import { rateLimited } from "../http/rate-limited.ts";
import { sessionUser } from "../http/session.ts";
import { validate } from "../http/validate.ts";
import {
  accountDeletedMail,
  alreadyRegisteredMail,
  codeMail,
  passwordChangedMail,
  welcomeMail,
} from "../services/accounts/account-mails.ts";
import { forgetCustomerOfOrders, ordersOfUser } from "../services/accounts/account-orders.ts";
import { consumeCode, forgetCodes, issueCode } from "../services/accounts/one-time-codes.ts";
import { hashPassword, passwordMatches, spendPasswordCheck } from "../services/accounts/passwords.ts";
import {
  closeOtherSessions,
  closeSession,
  openSession,
  type UserRow,
} from "../services/accounts/sessions.ts";
import { userPayload } from "../services/accounts/user-payload.ts";
import type { Catalog } from "../services/catalog.ts";
import { orderView } from "../services/order-receipt.ts";
import { createRateLimiter, type RateLimiter, type RateLimitPolicy } from "../services/rate-limit.ts";
import { restaurantOf } from "../services/restaurant.ts";

const { users } = schema;
const MINUTE = 60_000;

/**
 * Per client: calls that check a secret (password or code), and calls that send a mail. Per
 * address: logins and codes sent, so that no one can flood one mailbox or guess one password
 * from many machines. Generous for a person, far too few to guess: with 5 tries per code and 5
 * codes an hour, 10,000 guesses find nothing (QUALITY.md).
 */
export const ACCOUNT_RATE_LIMITS = {
  secrets: { name: "auth-secrets", limit: 30, windowMs: 10 * MINUTE },
  mails: { name: "auth-mails", limit: 10, windowMs: 60 * MINUTE },
  loginsPerAddress: { name: "auth-login-address", limit: 10, windowMs: 10 * MINUTE },
  codesPerAddress: { name: "auth-code-address", limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitPolicy>;

function tooManyAttempts(minutes: number): string {
  return minutes <= 1 ? accountApi.tooManyAttemptsOneMinute : fill(accountApi.tooManyAttempts, { minutes });
}

/**
 * /v2/public/auth/…: customer accounts (spec section 7, ADR 029). Every answer is `no-store`.
 * Signup, send-otp and reset answer the same whether or not the address has an account; login
 * answers an unknown address exactly as a wrong password, after the same argon2 work.
 */
export function authRoutes({
  db,
  catalog,
  mail,
  clock,
  logger,
  trustProxy,
}: {
  db: Db;
  catalog: Catalog;
  mail: Mailer;
  clock: () => Date;
  logger: Logger;
  trustProxy: boolean;
}) {
  const limiters = Object.fromEntries(
    Object.entries(ACCOUNT_RATE_LIMITS).map(([key, policy]) => [key, createRateLimiter(db, policy)]),
  ) as Record<keyof typeof ACCOUNT_RATE_LIMITS, RateLimiter>;
  const perClient = (limiter: RateLimiter) =>
    rateLimited(limiter, { clock, trustProxy, tooMany: tooManyAttempts });
  /** Counts an attempt against the address; the 429 it may give is the same for every address. */
  const perAddress = async (c: Context, limiter: RateLimiter, email: string) => {
    const decision = await limiter.hit(email, clock());
    if (decision.allowed) return null;
    c.header("Retry-After", String(decision.retryAfterSeconds));
    return errorResponse(
      c,
      429,
      ERROR_CODES.tooManyRequests,
      tooManyAttempts(Math.ceil(decision.retryAfterSeconds / 60)),
    );
  };
  const restaurant = async () => restaurantOf(await catalog.snapshot());
  const notLoggedIn = (c: Context) =>
    errorResponse(c, 401, ACCOUNT_ERROR_CODES.notLoggedIn, accountApi.notLoggedIn);
  const findUser = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0] ?? null;
  const loggedIn = async (user: UserRow): Promise<SessionPayload> => ({
    token: await openSession(db, user.id, clock()),
    user: userPayload(user),
  });
  // Mails sent after the answer (send-otp), so that its time says nothing of the address.
  const background = inFlight();

  /** A fresh code in the outbox and on its way, for an address that has an account. */
  const sendCode = async (user: UserRow) => {
    const where = await restaurant();
    const mailId = await db.transaction(async (tx) => {
      const code = await issueCode(tx, user.email, clock());
      return mail.enqueue(tx, codeMail({ email: user.email, firstName: user.firstName }, where, code));
    });
    await mail.deliver([mailId]);
  };

  return new Hono({ strict: false })
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })

    .post("/signup", validate("json", signupBodySchema), perClient(limiters.mails), async (c) => {
      const body = c.req.valid("json");
      // Hashed before anything is looked up: a known address costs the same time as a new one.
      const passwordHash = await hashPassword(body.password);
      const where = await restaurant();
      const now = clock();
      const mailId = await db.transaction(async (tx) => {
        const details = {
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          passwordHash,
        };
        // A new address makes an account; one never confirmed is taken over by whoever confirms
        // it now (the earlier signup proved nothing); a confirmed one is left alone.
        const [fresh] = await tx
          .insert(users)
          .values({ email: body.email, ...details, createdAt: now })
          .onConflictDoUpdate({
            target: users.email,
            set: details,
            where: sql`${users.emailVerifiedAt} is null`,
          })
          .returning();
        const person = { email: body.email, firstName: body.first_name };
        if (!fresh) return mail.enqueue(tx, alreadyRegisteredMail(person, where));
        const code = await issueCode(tx, body.email, now);
        return mail.enqueue(tx, codeMail(person, where, code));
      });
      void mail.deliver([mailId]);
      return c.json({ status: "success" as const, payload: { message: accountApi.signupCodeSent } }, 202);
    })

    .post("/login", validate("json", loginBodySchema), perClient(limiters.secrets), async (c) => {
      const { email, password } = c.req.valid("json");
      const limited = await perAddress(c, limiters.loginsPerAddress, email);
      if (limited) return limited;
      const user = await findUser(email);
      const wrong = () =>
        errorResponse(c, 401, ACCOUNT_ERROR_CODES.wrongCredentials, accountApi.wrongCredentials);
      if (!user) {
        await spendPasswordCheck(password);
        return wrong();
      }
      if (!(await passwordMatches(user.passwordHash, password))) return wrong();
      if (!user.emailVerifiedAt) {
        // Only the password's owner gets here: tell them, and send the code they need.
        await sendCode(user);
        return errorResponse(c, 403, ACCOUNT_ERROR_CODES.emailNotVerified, accountApi.emailNotVerified);
      }
      return c.json({ status: "success" as const, payload: await loggedIn(user) });
    })

    .get("/send-otp", validate("query", sendCodeQuerySchema), perClient(limiters.mails), async (c) => {
      const { email } = c.req.valid("query");
      const limited = await perAddress(c, limiters.codesPerAddress, email);
      if (limited) return limited;
      const user = await findUser(email);
      if (user) {
        void background.track(
          sendCode(user).catch((error: unknown) =>
            logger.error({ err: error }, "code à usage unique non envoyé"),
          ),
        );
      }
      return c.json({ status: "success" as const, payload: { message: accountApi.codeSent } });
    })

    .get("/verify-otp", validate("query", verifyCodeQuerySchema), perClient(limiters.secrets), async (c) => {
      const { email, otp } = c.req.valid("query");
      const now = clock();
      const wrongCode = () => errorResponse(c, 400, ACCOUNT_ERROR_CODES.wrongCode, accountApi.wrongCode);
      if (!(await consumeCode(db, email, otp, now))) return wrongCode();
      const user = await findUser(email);
      if (!user) return wrongCode();
      if (!user.emailVerifiedAt) {
        const where = await restaurant();
        const mailId = await db.transaction(async (tx) => {
          await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
          return mail.enqueue(tx, welcomeMail({ email: user.email, firstName: user.firstName }, where));
        });
        void mail.deliver([mailId]);
      }
      return c.json({ status: "success" as const, payload: await loggedIn(user) });
    })

    .post(
      "/reset-password",
      validate("json", resetPasswordBodySchema),
      perClient(limiters.secrets),
      async (c) => {
        const { email, otp, password } = c.req.valid("json");
        const now = clock();
        const wrongCode = () => errorResponse(c, 400, ACCOUNT_ERROR_CODES.wrongCode, accountApi.wrongCode);
        if (!(await consumeCode(db, email, otp, now))) return wrongCode();
        const user = await findUser(email);
        if (!user) return wrongCode();
        const passwordHash = await hashPassword(password);
        const where = await restaurant();
        const mailId = await db.transaction(async (tx) => {
          // The code proved the mailbox: the address is confirmed, and every session is closed.
          await tx
            .update(users)
            .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now })
            .where(eq(users.id, user.id));
          await closeOtherSessions(tx, user.id, null);
          return mail.enqueue(
            tx,
            passwordChangedMail({ email: user.email, firstName: user.firstName }, where),
          );
        });
        void mail.deliver([mailId]);
        return c.json({ status: "success" as const, payload: { message: accountApi.passwordChanged } });
      },
    )

    .post("/logout", async (c) => {
      const session = await sessionUser(c, db, clock());
      if (session) await closeSession(db, session.token);
      return c.json({ status: "success" as const, payload: { logged_out: true } });
    })

    .get("/profile", async (c) => {
      const session = await sessionUser(c, db, clock());
      if (!session) return notLoggedIn(c);
      return c.json({ status: "success" as const, payload: userPayload(session.user) });
    })

    .patch("/update-profile", validate("json", profileUpdateBodySchema), async (c) => {
      const session = await sessionUser(c, db, clock());
      if (!session) return notLoggedIn(c);
      const body = c.req.valid("json");
      if (body.email !== undefined && body.email !== session.user.email) {
        return errorResponse(c, 400, ERROR_CODES.invalidInput, accountApi.emailNotEditable);
      }
      const address =
        body.address === undefined
          ? {}
          : {
              address: body.address?.address ?? null,
              city: body.address?.city ?? null,
              postalCode: body.address?.postal_code ?? null,
              country: body.address?.country ?? null,
            };
      const [updated] = await db
        .update(users)
        .set({ firstName: body.first_name, lastName: body.last_name, phone: body.phone, ...address })
        .where(eq(users.id, session.user.id))
        .returning();
      return updated ? c.json({ status: "success" as const, payload: userPayload(updated) }) : notLoggedIn(c);
    })

    .post(
      "/change-password",
      validate("json", changePasswordBodySchema),
      perClient(limiters.secrets),
      async (c) => {
        const session = await sessionUser(c, db, clock());
        if (!session) return notLoggedIn(c);
        const { current_password, password } = c.req.valid("json");
        if (!(await passwordMatches(session.user.passwordHash, current_password))) {
          return errorResponse(c, 403, ACCOUNT_ERROR_CODES.wrongPassword, accountApi.wrongPassword);
        }
        const passwordHash = await hashPassword(password);
        const where = await restaurant();
        const { user } = session;
        const mailId = await db.transaction(async (tx) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
          await closeOtherSessions(tx, user.id, session.token);
          return mail.enqueue(
            tx,
            passwordChangedMail({ email: user.email, firstName: user.firstName }, where),
          );
        });
        void mail.deliver([mailId]);
        return c.json({ status: "success" as const, payload: { message: accountApi.passwordChanged } });
      },
    )

    .get("/orders", validate("query", ordersQuerySchema), async (c) => {
      const session = await sessionUser(c, db, clock());
      if (!session) return notLoggedIn(c);
      const page = c.req.valid("query");
      const [found, where] = await Promise.all([ordersOfUser(db, session.user.id, page), restaurant()]);
      return c.json({
        status: "success" as const,
        payload: {
          orders: found.orders.map((stored) => orderView(stored, where)),
          page: page.page,
          limit: page.limit,
          total: found.total,
        },
      });
    })

    .delete(
      "/delete-profile",
      validate("json", deleteProfileBodySchema),
      perClient(limiters.secrets),
      async (c) => {
        const body = c.req.valid("json");
        const session = await sessionUser(c, db, clock(), body);
        if (!session) return notLoggedIn(c);
        if (!(await passwordMatches(session.user.passwordHash, body.password))) {
          return errorResponse(c, 403, ACCOUNT_ERROR_CODES.wrongPassword, accountApi.wrongPassword);
        }
        const { user } = session;
        const where = await restaurant();
        const mailId = await db.transaction(async (tx) => {
          await forgetCustomerOfOrders(tx, user.id);
          await forgetCodes(tx, user.email);
          // Its sessions go with it (foreign key, on delete cascade).
          await tx.delete(users).where(eq(users.id, user.id));
          return mail.enqueue(
            tx,
            accountDeletedMail({ email: user.email, firstName: user.firstName }, where),
          );
        });
        void mail.deliver([mailId]);
        return c.json({ status: "success" as const, payload: { deleted: true } });
      },
    );
}
