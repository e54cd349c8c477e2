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

/**
 * The account forms' checks: the very schemas the server validates with (contracts) and the
 * domain's form rules (passwords that match, deletion), with their French errors by field. No rule
 * is written here: a form only says which schema it answers to.
 */
export type FormErrors = Partial<Record<string, string>>;

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

export type ProfileFields = {
  first_name: string;
  last_name: string;
  phone: string;
  /** The customer keeps an address for their deliveries. */
  has_address: boolean;
  address: string;
  city: string;
  postal_code: string;
  country: string;
};

/** The profile as the update sends it: the saved address, or null when none is kept. */
export function profileUpdateOf(values: ProfileFields) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
    address: values.has_address
      ? {
          address: values.address.trim(),
          city: values.city.trim(),
          postal_code: values.postal_code.trim(),
          country: values.country.trim() || "France",
        }
      : null,
  };
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
