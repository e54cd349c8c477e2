import {
  changePasswordBodySchema,
  loginBodySchema,
  oneTimeCodeSchema,
  profileUpdateBodySchema,
  sendCodeQuerySchema,
  signupBodySchema,
  verifyCodeBodySchema,
  verifyCodeQuerySchema,
} from "@comptoir/contracts";
import { accountDeletionFormSchema, fieldErrors, passwordResetFormSchema } from "@comptoir/domain";
import type { z } from "zod";
import { type ProfileFields, profileUpdateOf } from "./profile-fields.ts";

/**
 * The account forms' checks: the very schemas the server validates with (contracts) and the
 * domain's form rules (passwords that match, deletion), with their French errors by field. No rule
 * is written here: a form only says which schema it answers to. The forms fetch this module (and
 * zod with it) when a customer first enters them, not with the page (`use-account-form.ts`).
 */
export type FormErrors = Partial<Record<string, string>>;

/** This module as the forms receive it once fetched. */
export type AccountFormChecks = typeof import("./account-form-checks.ts");

function errorsOf(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

/** Two checks of one form, the first error of a field kept. */
function both(first: FormErrors, second: FormErrors): FormErrors {
  return { ...second, ...first };
}

export interface LoginFields {
  email: string;
  password: string;
}
export const loginErrors = (values: LoginFields) => errorsOf(loginBodySchema, values);

export interface SignupFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
}
export const signupErrors = (values: SignupFields) => errorsOf(signupBodySchema, values);

export interface VerifyFields {
  email: string;
  otp: string;
}
export const verifyErrors = (values: VerifyFields) => errorsOf(verifyCodeQuerySchema, values);
/** The code page once the server asked for the new account's password. */
export const verifyWithPasswordErrors = (values: VerifyFields & { password: string }) =>
  errorsOf(verifyCodeBodySchema, values);

export interface EmailFields {
  email: string;
}
export const emailErrors = (values: EmailFields) => errorsOf(sendCodeQuerySchema, values);

interface NewPasswordFields {
  password: string;
  password_confirmation: string;
}

export interface ResetFields extends NewPasswordFields {
  otp: string;
}
export function resetErrors(values: ResetFields): FormErrors {
  const otp = oneTimeCodeSchema.safeParse(values.otp);
  return both(
    otp.success ? {} : { otp: otp.error.issues[0]?.message },
    errorsOf(passwordResetFormSchema, values),
  );
}

export interface ChangePasswordFields extends NewPasswordFields {
  current_password: string;
}
export function changePasswordErrors(values: ChangePasswordFields): FormErrors {
  return both(errorsOf(changePasswordBodySchema, values), errorsOf(passwordResetFormSchema, values));
}

/** Errors by field; the address's under their own names (`address.city` → `city`). */
export function profileErrors(values: ProfileFields): FormErrors {
  const errors = errorsOf(profileUpdateBodySchema, profileUpdateOf(values));
  const flat: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = field === "address" ? "address" : field.replace(/^address\./, "");
    flat[name] ??= message;
  }
  return flat;
}

export interface DeletionFields {
  password: string;
  password_confirmation: string;
}
/** docs/product.md#accounts: logged in ("Vous n'êtes pas connecté"), the password, and its confirmation. */
export function deletionErrors(values: DeletionFields, token: string | null): FormErrors {
  return errorsOf(accountDeletionFormSchema, { ...values, token: token ?? "" });
}
