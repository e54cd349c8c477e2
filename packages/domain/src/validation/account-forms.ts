import { alerts } from "@comptoir/messages";
import { z } from "zod";
import { passwordTooLongMessage, passwordTooShortMessage } from "../messages.ts";

const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase or password manager (ASVS asks for at least 64). */
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: at least 8 characters (the spec sets no length; this is the house minimum). */
export const newPasswordSchema = z
  .string({ error: alerts.passwordRequired })
  .min(1, alerts.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, passwordTooShortMessage(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, passwordTooLongMessage(PASSWORD_MAX_LENGTH));

/** Password reset form: the new password and its confirmation must match. */
export const passwordResetFormSchema = z
  .object({
    password: newPasswordSchema,
    password_confirmation: z.string({ error: alerts.passwordRequired }),
  })
  .refine((form) => form.password === form.password_confirmation, {
    path: ["password_confirmation"],
    error: alerts.passwordsDoNotMatch,
  });

/**
 * Account deletion (docs/product.md#accounts): the customer must be logged in (a session token), type their
 * password, and confirm it.
 */
export const accountDeletionFormSchema = z
  .object({
    token: z.string({ error: alerts.notLoggedIn }).min(1, alerts.notLoggedIn),
    password: z.string({ error: alerts.passwordRequired }).min(1, alerts.passwordRequired),
    password_confirmation: z.string({ error: alerts.passwordRequired }),
  })
  .refine((form) => form.password === form.password_confirmation, {
    path: ["password_confirmation"],
    error: alerts.passwordsDoNotMatch,
  });
