import { ACCOUNT_ERROR_CODES } from "@comptoir/contracts/account-constants";
import { CHECKOUT_FIELD_MAX_LENGTH } from "@comptoir/domain";
import { account as accountText } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { PasswordField } from "@comptoir/ui/password-field.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { TextField } from "@comptoir/ui/text-field.tsx";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AccountPage } from "../components/account/account-page.tsx";
import { createAccountApi } from "../lib/account/account-api.ts";
import { handoffOf } from "../lib/account/auth-handoff.ts";
import { rememberPassword } from "../lib/account/pending-password.ts";
import { useAccountForm } from "../lib/account/use-account-form.ts";
import { useAfterLogin } from "../lib/account/use-after-login.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import { useSitePath } from "../lib/use-site-path.ts";
import type { Route } from "./+types/auth-login";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.loginTitle);
}

/**
 * Login (docs/product.md#accounts): then the login redirect target, or home. An address never confirmed
 * gets a new code from the server: the customer goes on to type it.
 */
export default function Login() {
  const [api] = useState(() => createAccountApi());
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const afterLogin = useAfterLogin();
  const handoff = handoffOf(useLocation().state);
  const form = useAccountForm({
    id: "connexion",
    initial: { email: handoff.email, password: "" },
    check: (checks, values) => checks.loginErrors(values),
    async submit(values) {
      const email = values.email.trim();
      const result = await api.login({ email, password: values.password });
      if (result.ok) {
        await afterLogin(result.payload);
        return;
      }
      if (result.code === ACCOUNT_ERROR_CODES.emailNotVerified) {
        rememberPassword(email, values.password);
        await navigate(sitePath("/auth/verify"), { state: { email, notice: result.message } });
        return;
      }
      return { problem: result.message };
    },
  });
  return (
    <AccountPage title={accountText.loginTitle}>
      <form {...form.props} className="flex flex-col gap-4">
        <FormMessages problem={form.problem} notice={form.problem ? null : handoff.notice} />
        <TextField
          {...form.text("email")}
          label={accountText.email}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          required
          maxLength={CHECKOUT_FIELD_MAX_LENGTH.email}
        />
        <PasswordField
          {...form.text("password")}
          label={accountText.password}
          autoComplete="current-password"
        />
        <Link
          to={sitePath("/auth/forgot")}
          className="inline-flex min-h-11 w-fit items-center font-semibold underline underline-offset-4"
        >
          {accountText.forgotLink}
        </Link>
        <SubmitButton
          label={accountText.loginCta}
          pendingLabel={accountText.loggingIn}
          pending={form.pending}
        />
      </form>
      <p className="mt-8 text-muted">
        {accountText.noAccount}{" "}
        <Link to={sitePath("/auth/signup")} className="font-semibold text-cream underline underline-offset-4">
          {accountText.signupTitle}
        </Link>
      </p>
    </AccountPage>
  );
}
