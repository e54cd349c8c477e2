import {
  ERROR_CODES,
  STAFF_ERROR_CODES,
  type StaffSessionPayload,
  staffConfirmBodySchema,
  staffLoginBodySchema,
  staffPasswordBodySchema,
} from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { staffAccountsApi } from "@comptoir/messages";
import { type Context, Hono } from "hono";
import { errorResponse } from "../../http/api-error.ts";
import { commonPasswordRefused } from "../../http/common-password.ts";
import { overLimit, rateLimited } from "../../http/rate-limited.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import { passwordMatches, spendPasswordCheck } from "../../services/accounts/passwords.ts";
import type { LiveEvents } from "../../services/live/live-events.ts";
import { createRateLimiter, type RateLimitPolicy } from "../../services/rate-limit.ts";
import {
  closeStaffSession,
  confirmStaffPassword,
  openStaffSession,
} from "../../services/staff/staff-sessions.ts";
import { changeOwnPassword, staffByEmail, staffMemberPayload } from "../../services/staff/staff-team.ts";

const MINUTE = 60_000;

/**
 * The customers' login limits (routes/auth.ts), on counters of their own: per client, and per
 * address so that no one guesses a staff password from many machines.
 */
const STAFF_LOGIN_RATE_LIMITS = {
  perClient: { name: "staff-login", limit: 30, windowMs: 10 * MINUTE },
  perAddress: { name: "staff-login-address", limit: 10, windowMs: 10 * MINUTE },
  /**
   * The password typed again (ADR 051) is guessed from a session, never from many: its own
   * counter per session, so that the team's logins and an owner's confirmations never use up each
   * other's attempts, while a board left open still gets 10 guesses in 10 minutes.
   */
  perSession: { name: "staff-confirm-session", limit: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimitPolicy>;

/**
 * /v2/staff/auth/…: the board's login (ADR 040). An unknown address answers exactly as a wrong
 * password, after the same argon2 work, so neither the message, the status nor the time tells
 * who works here. Every answer is `no-store`.
 */
export function staffAuthRoutes({
  db,
  clock,
  trustProxy,
  live,
}: {
  db: Db;
  clock: () => Date;
  trustProxy: number;
  /** Tells the open board streams of a closed session to end (ADR 044). */
  live: LiveEvents;
}) {
  const perClient = createRateLimiter(db, STAFF_LOGIN_RATE_LIMITS.perClient);
  const perSession = createRateLimiter(db, STAFF_LOGIN_RATE_LIMITS.perSession);
  const perAddress = createRateLimiter(db, STAFF_LOGIN_RATE_LIMITS.perAddress);
  const guard = staffOnly({ db, clock });
  const tooMany = staffAccountsApi.tooManyAttempts;
  const clientLimited = rateLimited(perClient, { clock, trustProxy, tooMany });
  /** A password typed on a session (typed again, or the current one of a change): its own counter. */
  const sessionOverLimit = (c: Context, sessionId: number) =>
    overLimit(c, perSession, String(sessionId), { clock, tooMany });

  return (
    new Hono({ strict: false })
      .use(async (c, next) => {
        await next();
        c.header("Cache-Control", "no-store");
      })

      .post("/login", validate("json", staffLoginBodySchema), clientLimited, async (c) => {
        const { email, password } = c.req.valid("json");
        const limited = await overLimit(c, perAddress, email, { clock, tooMany });
        if (limited) return limited;
        const member = await staffByEmail(db, email);
        const matches = member
          ? await passwordMatches(member.passwordHash, password)
          : await spendPasswordCheck(password).then(() => false);
        if (!member || !matches) {
          return errorResponse(
            c,
            401,
            STAFF_ERROR_CODES.staffUnauthorized,
            staffAccountsApi.wrongCredentials,
          );
        }
        const { token, expiresAt } = await openStaffSession(db, member.id, clock());
        const payload: StaffSessionPayload = {
          token,
          expires_at: expiresAt.toISOString(),
          member: staffMemberPayload(member),
        };
        return c.json({ status: "success" as const, payload });
      })

      .post("/logout", guard, async (c) => {
        await closeStaffSession(db, c.var.staffToken);
        // Once it is gone from the database: this session's streams, in every process, end now.
        await live.publish({
          type: "staff-session-ended",
          staffId: c.var.staff.id,
          sessionId: c.var.staffSession.id,
        });
        return c.json({ status: "success" as const, payload: null });
      })

      // The password again (ADR 051), under the client's login limit and a session's own: a stolen
      // board cannot guess it.
      .post("/confirm", guard, validate("json", staffConfirmBodySchema), clientLimited, async (c) => {
        const limited = await sessionOverLimit(c, c.var.staffSession.id);
        if (limited) return limited;
        if (!(await passwordMatches(c.var.staff.passwordHash, c.req.valid("json").password))) {
          return errorResponse(c, 403, STAFF_ERROR_CODES.passwordRequired, staffAccountsApi.wrongPassword);
        }
        await confirmStaffPassword(db, c.var.staffSession.id, clock());
        return c.json({ status: "success" as const, payload: null });
      })

      // One's own password (ADR 085), any role: the current one under the same limits as the
      // password typed again, so that a board left open cannot be used to guess it.
      .post("/password", guard, validate("json", staffPasswordBodySchema), clientLimited, async (c) => {
        const limited = await sessionOverLimit(c, c.var.staffSession.id);
        if (limited) return limited;
        const { current_password, password } = c.req.valid("json");
        if (!(await passwordMatches(c.var.staff.passwordHash, current_password))) {
          return errorResponse(
            c,
            403,
            STAFF_ERROR_CODES.passwordRequired,
            staffAccountsApi.wrongCurrentPassword,
          );
        }
        if (password === current_password) {
          return errorResponse(c, 400, ERROR_CODES.invalidInput, staffAccountsApi.samePassword);
        }
        const common = commonPasswordRefused(c, password);
        if (common) return common;
        const staffId = c.var.staff.id;
        const closed = await changeOwnPassword(db, c.var.staff, c.var.staffSession.id, password, clock());
        // Committed: the other sessions' streams, in every process, end now.
        for (const sessionId of closed)
          await live.publish({ type: "staff-session-ended", staffId, sessionId });
        return c.json({
          status: "success" as const,
          payload: { message: staffAccountsApi.passwordChanged },
        });
      })

      .get("/me", guard, (c) =>
        c.json({ status: "success" as const, payload: staffMemberPayload(c.var.staff) }),
      )
  );
}
