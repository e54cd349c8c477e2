/**
 * The account calls' error codes, shared by the server and the storefront. No zod here: the login
 * and profile pages import these on their first load, and a schema would bring zod with them.
 */

/** The `code` of an account call's refusal (docs/api.md), beside its French `message`. */
export const ACCOUNT_ERROR_CODES = {
  /** 401: unknown e-mail or wrong password (one answer for both). */
  wrongCredentials: "wrong_credentials",
  /** 403: the right password, but the address was never confirmed; a code was just sent. */
  emailNotVerified: "email_not_verified",
  /** 400: a wrong, used, expired or worn-out code, or an address without a code. */
  wrongCode: "wrong_code",
  /** 401: no session, an expired or revoked token, or a user id that is not the token's. */
  notLoggedIn: "not_logged_in",
  /** 403: the password given to confirm (deletion, change) is wrong. */
  wrongPassword: "wrong_password",
  /** 400: the right code of an address never confirmed, without the password that confirms it. */
  passwordRequired: "password_required",
  /** 400: the new password is one of the most common ones (customers and staff alike). */
  commonPassword: "common_password",
} as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];
