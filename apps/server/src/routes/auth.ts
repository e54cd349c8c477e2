import {
  ACCOUNT_ERROR_CODES,
  changePasswordBodySchema,
  deleteProfileBodySchema,
  ERROR_CODES,
  loginBodySchema,
  ordersQuerySchema,
  profileUpdateBodySchema,
  resetPasswordBodySchema,
  sendCodeQuerySchema,
  signupBodySchema,
  verifyCodeBodySchema,
  verifyCodeQuerySchema,
} from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { accountApi, serverLog } from "@comptoir/messages";
import { type Context, Hono } from "hono";
import type { Logger } from "pino";
import { inFlight, type Mailer } from "../adapters/mail/mail.ts";
import { errorResponse } from "../http/api-error.ts";
import { commonPasswordRefused } from "../http/common-password.ts";
import { overLimit, rateLimited } from "../http/rate-limited.ts";
import { sessionUser } from "../http/session.ts";
import { validate } from "../http/validate.ts";
import { ordersOfUser } from "../services/accounts/account-orders.ts";
import { type CodeLoginOutcome, createAccounts } from "../services/accounts/accounts.ts";
import { closeSession } from "../services/accounts/sessions.ts";
import { userPayload } from "../services/accounts/user-payload.ts";
import type { Catalog } from "../services/catalog.ts";
import { orderView } from "../services/order-receipt.ts";
import { createRateLimiter, type RateLimiter, type RateLimitPolicy } from "../services/rate-limit.ts";
import { restaurantOf } from "../services/restaurant.ts";

const MINUTE = 60_000;

/**
 * Per client: calls that check a secret (password or code), and calls that send a mail. Per
 * address: logins, and one budget of mails shared by every call that may send one (signup,
 * send-otp, reset-password, and a login that sends a new code), so that no one can flood one
 * mailbox or guess one password from many machines. Generous for a person (a signup, two new
 * codes and a reset make 4), far too few to guess: with 5 tries per code and at most 5 codes an
 * hour, 10,000 guesses find nothing.
 */
const ACCOUNT_RATE_LIMITS = {
  secrets: { name: "auth-secrets", limit: 30, windowMs: 10 * MINUTE },
  mails: { name: "auth-mails", limit: 10, windowMs: 60 * MINUTE },
  loginsPerAddress: { name: "auth-login-address", limit: 10, windowMs: 10 * MINUTE },
  mailsPerAddress: { name: "auth-mail-address", limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitPolicy>;

/**
 * /v2/public/auth/…: customer accounts (ADR 029). Every answer is `no-store`.
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
  trustProxy: number;
}) {
  const limiters = Object.fromEntries(
    Object.entries(ACCOUNT_RATE_LIMITS).map(([key, policy]) => [key, createRateLimiter(db, policy)]),
  ) as Record<keyof typeof ACCOUNT_RATE_LIMITS, RateLimiter>;
  const perClient = (limiter: RateLimiter) =>
    rateLimited(limiter, { clock, trustProxy, tooMany: accountApi.tooManyAttempts });
  /** Counts an attempt against the address; the 429 it may give is the same for every address. */
  const perAddress = (c: Context, limiter: RateLimiter, email: string) =>
    overLimit(c, limiter, email, { clock, tooMany: accountApi.tooManyAttempts });
  const restaurant = async () => restaurantOf(await catalog.snapshot());
  const accounts = createAccounts({ db, mail, clock, restaurant });
  const notLoggedIn = (c: Context) =>
    errorResponse(c, 401, ACCOUNT_ERROR_CODES.notLoggedIn, accountApi.notLoggedIn);
  const wrongCode = (c: Context) =>
    errorResponse(c, 400, ACCOUNT_ERROR_CODES.wrongCode, accountApi.wrongCode);
  const wrongPassword = (c: Context) =>
    errorResponse(c, 403, ACCOUNT_ERROR_CODES.wrongPassword, accountApi.wrongPassword);
  const codeLogin = (c: Context, login: CodeLoginOutcome) => {
    if (login.outcome === "wrong_code") return wrongCode(c);
    if (login.outcome === "password_required") {
      return errorResponse(c, 400, ACCOUNT_ERROR_CODES.passwordRequired, accountApi.passwordRequired);
    }
    return c.json({ status: "success" as const, payload: login.session });
  };
  // Mails sent after the answer (send-otp), so that its time says nothing of the address.
  const background = inFlight();

  return new Hono({ strict: false })
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })

    .post("/signup", validate("json", signupBodySchema), perClient(limiters.mails), async (c) => {
      const body = c.req.valid("json");
      const refused =
        commonPasswordRefused(c, body.password) ??
        (await perAddress(c, limiters.mailsPerAddress, body.email));
      if (refused) return refused;
      await accounts.signUp(body);
      return c.json({ status: "success" as const, payload: { message: accountApi.signupCodeSent } }, 202);
    })

    .post("/login", validate("json", loginBodySchema), perClient(limiters.secrets), async (c) => {
      const { email, password } = c.req.valid("json");
      const limited = await perAddress(c, limiters.loginsPerAddress, email);
      if (limited) return limited;
      const login = await accounts.logIn(email, password);
      if (login.outcome === "wrong_credentials") {
        return errorResponse(c, 401, ACCOUNT_ERROR_CODES.wrongCredentials, accountApi.wrongCredentials);
      }
      if (login.outcome === "email_not_verified") {
        // Only the password's owner gets here: send the code they need, within the address's budget.
        if ((await limiters.mailsPerAddress.hit(email, clock())).allowed) await accounts.sendCode(login.user);
        return errorResponse(c, 403, ACCOUNT_ERROR_CODES.emailNotVerified, accountApi.emailNotVerified);
      }
      return c.json({ status: "success" as const, payload: login.session });
    })

    .get("/send-otp", validate("query", sendCodeQuerySchema), perClient(limiters.mails), async (c) => {
      const { email } = c.req.valid("query");
      const limited = await perAddress(c, limiters.mailsPerAddress, email);
      if (limited) return limited;
      const user = await accounts.findByEmail(email);
      if (user) {
        void background.track(
          accounts
            .sendCode(user)
            .catch((error: unknown) => logger.error({ err: error }, serverLog.codeNotSent)),
        );
      }
      return c.json({ status: "success" as const, payload: { message: accountApi.codeSent } });
    })

    .get("/verify-otp", validate("query", verifyCodeQuerySchema), perClient(limiters.secrets), async (c) => {
      const { email, otp } = c.req.valid("query");
      return codeLogin(c, await accounts.logInWithCode(email, otp, undefined));
    })

    .post("/verify-otp", validate("json", verifyCodeBodySchema), perClient(limiters.secrets), async (c) => {
      // The GET's POST twin: its body may carry the password that confirms a new account (never a URL).
      const { email, otp, password } = c.req.valid("json");
      const common = password === undefined ? null : commonPasswordRefused(c, password);
      if (common) return common;
      return codeLogin(c, await accounts.logInWithCode(email, otp, password));
    })

    .post(
      "/reset-password",
      validate("json", resetPasswordBodySchema),
      perClient(limiters.secrets),
      async (c) => {
        const { email, otp, password } = c.req.valid("json");
        const refused =
          commonPasswordRefused(c, password) ?? (await perAddress(c, limiters.mailsPerAddress, email));
        if (refused) return refused;
        if (!(await accounts.resetPassword(email, otp, password))) return wrongCode(c);
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
      const updated = await accounts.updateProfile(session.user.id, body);
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
        const common = commonPasswordRefused(c, password);
        if (common) return common;
        if (!(await accounts.changePassword(session, current_password, password))) return wrongPassword(c);
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
        if (!(await accounts.deleteAccount(session.user, body.password))) return wrongPassword(c);
        return c.json({ status: "success" as const, payload: { deleted: true } });
      },
    );
}
