/**
 * Customer accounts: /v2/public/auth/…, docs/api.md (paths, methods and fields), with the
 * decisions of ADR 029 (sessions, one-time codes, no account enumeration).
 */
import {
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  passwordTooLongMessage,
  personalFormSchema,
  savedAddressSchema,
} from "@comptoir/domain";
import { accountApi, alerts, fill } from "@comptoir/messages";
import { z } from "zod";
import { orderViewSchema } from "./order-view.ts";

/** An address as typed, compared and stored: trimmed and lower-cased (one address, one account). */
export const accountEmailSchema = personalFormSchema.shape.email.transform((email) => email.toLowerCase());

/** A password being checked (login, deletion): any length the account could have been given. */
const passwordGivenSchema = z
  .string({ error: alerts.passwordRequired })
  .min(1, alerts.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, passwordTooLongMessage(PASSWORD_MAX_LENGTH));

/** The six digits of a one-time code, as sent by e-mail. */
export const oneTimeCodeSchema = z
  .string({ error: accountApi.codeFormat })
  .trim()
  .regex(/^\d{6}$/, accountApi.codeFormat);

// ---------------------------------------------------------------------------------------------
// Requests

/** POST /v2/public/auth/signup/ */
export const signupBodySchema = z.object({
  ...personalFormSchema.shape,
  email: accountEmailSchema,
  password: newPasswordSchema,
});
export type SignupBody = z.input<typeof signupBodySchema>;

/** POST /v2/public/auth/login/ */
export const loginBodySchema = z.object({ email: accountEmailSchema, password: passwordGivenSchema });
export type LoginBody = z.input<typeof loginBodySchema>;

/** GET /v2/public/auth/send-otp/?email= */
export const sendCodeQuerySchema = z.object({ email: accountEmailSchema });

/** GET /v2/public/auth/verify-otp/?otp=&email= */
export const verifyCodeQuerySchema = z.object({ email: accountEmailSchema, otp: oneTimeCodeSchema });

/**
 * POST /v2/public/auth/verify-otp/: the same, with the password that confirms a new account (set
 * with the code, never taken from the signup: ADR 029). Ignored for a confirmed account.
 */
export const verifyCodeBodySchema = verifyCodeQuerySchema.extend({ password: newPasswordSchema.optional() });

/** POST /v2/public/auth/reset-password/ */
export const resetPasswordBodySchema = z.object({
  email: accountEmailSchema,
  otp: oneTimeCodeSchema,
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** PATCH /v2/public/auth/update-profile: the user object; the e-mail, when sent, must be the account's. */
export const profileUpdateBodySchema = z.object({
  ...personalFormSchema.shape,
  email: accountEmailSchema.optional(),
  address: savedAddressSchema.nullable().optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** POST /v2/public/auth/change-password/ (beyond the spec, which shows the page but not its call). */
export const changePasswordBodySchema = z.object({
  current_password: passwordGivenSchema,
  password: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** DELETE /v2/public/auth/delete-profile/: the password again, to be sure it is the owner. */
export const deleteProfileBodySchema = z.object({
  token: z.string().max(200).optional(),
  user_id: z.union([z.number(), z.string()]).optional(),
  password: passwordGivenSchema,
});

/** Orders are listed 20 to a page, from page 1 (docs/product.md#accounts). */
const ORDERS_PAGE_SIZE = 20;
const ORDERS_PAGE_SIZE_MAX = 50;

/** GET /v2/public/auth/orders?page=&limit= */
export const ordersQuerySchema = z.object({
  page: z.coerce
    .number({ error: accountApi.pageNotANumber })
    .int(accountApi.pageNotANumber)
    .min(1, accountApi.pageNotANumber)
    .max(100_000, accountApi.pageNotANumber)
    .optional()
    .default(1),
  limit: z.coerce
    .number({ error: fill(accountApi.limitOutOfRange, { max: ORDERS_PAGE_SIZE_MAX }) })
    .int(fill(accountApi.limitOutOfRange, { max: ORDERS_PAGE_SIZE_MAX }))
    .min(1, fill(accountApi.limitOutOfRange, { max: ORDERS_PAGE_SIZE_MAX }))
    .max(ORDERS_PAGE_SIZE_MAX, fill(accountApi.limitOutOfRange, { max: ORDERS_PAGE_SIZE_MAX }))
    .optional()
    .default(ORDERS_PAGE_SIZE),
});

// ---------------------------------------------------------------------------------------------
// Answers

/** The customer (User): id, email, names, phone and the saved address (null when none). */
export const userPayloadSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address: z
    .object({ address: z.string(), city: z.string(), postal_code: z.string(), country: z.string() })
    .nullable(),
});
export type UserPayload = z.infer<typeof userPayloadSchema>;

/** Login and code verification: a session token and its user. */
export const sessionPayloadSchema = z.object({ token: z.string(), user: userPayloadSchema });
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

export const ordersPagePayloadSchema = z.object({
  orders: z.array(orderViewSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type OrdersPagePayload = z.infer<typeof ordersPagePayloadSchema>;
