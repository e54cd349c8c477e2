import type {
  ChangePasswordBody,
  LoginBody,
  OrdersPagePayload,
  ProfileUpdateBody,
  ResetPasswordBody,
  SessionPayload,
  SignupBody,
  UserPayload,
} from "@comptoir/contracts";
import { type CallSession, defaultFetcher, type Fetcher, request } from "@comptoir/ui/api-request.ts";

/**
 * The customer account calls, /v2/public/auth/… (docs/api.md), through the api client's one
 * `request`. A module of its own: a bundler keeps a module whole, so in api-client.ts these calls
 * would ship with the menu's first load (the cart uses the api client); here only the account
 * pages fetch them. Calls that need a session
 * send it as `Authorization: Bearer` and `x-user`, never in the address (it would end in logs).
 */
export function createAccountApi(fetcher: Fetcher = defaultFetcher) {
  const auth = "/v2/public/auth";
  const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  return {
    signup: (body: SignupBody) => request<{ message: string }>(fetcher, "POST", `${auth}/signup/`, { body }),
    login: (body: LoginBody) => request<SessionPayload>(fetcher, "POST", `${auth}/login/`, { body }),
    /** A new code by e-mail: to confirm the address, or to choose a new password. */
    sendCode: (email: string) =>
      request<{ message: string }>(fetcher, "GET", `${auth}/send-otp/?${query({ email })}`),
    /** With the password of a new account, sent in the body (never in the address). */
    verifyCode: (email: string, otp: string, password?: string) =>
      password === undefined
        ? request<SessionPayload>(fetcher, "GET", `${auth}/verify-otp/?${query({ email, otp })}`)
        : request<SessionPayload>(fetcher, "POST", `${auth}/verify-otp/`, { body: { email, otp, password } }),
    resetPassword: (body: ResetPasswordBody) =>
      request<{ message: string }>(fetcher, "POST", `${auth}/reset-password/`, { body }),
    logout: (session: CallSession) =>
      request<{ logged_out: boolean }>(fetcher, "POST", `${auth}/logout/`, { session }),
    profile: (session: CallSession) => request<UserPayload>(fetcher, "GET", `${auth}/profile`, { session }),
    updateProfile: (session: CallSession, body: ProfileUpdateBody) =>
      request<UserPayload>(fetcher, "PATCH", `${auth}/update-profile`, { body, session }),
    changePassword: (session: CallSession, body: ChangePasswordBody) =>
      request<{ message: string }>(fetcher, "POST", `${auth}/change-password/`, { body, session }),
    /** One page of the account's orders, newest first, 20 to a page (docs/product.md#accounts). */
    orders: (session: CallSession, page: number, limit = 20) =>
      request<OrdersPagePayload>(
        fetcher,
        "GET",
        `${auth}/orders?${query({ page: String(page), limit: String(limit) })}`,
        { session },
      ),
    /** The spec's body (token, user_id, password) and the bearer and x-user headers. */
    deleteProfile: (session: CallSession, password: string) =>
      request<{ deleted: boolean }>(fetcher, "DELETE", `${auth}/delete-profile/`, {
        body: { token: session.token, user_id: session.userId, password },
        session,
      }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
