import { CHECKOUT_FIELD_MAX_LENGTH } from "@comptoir/domain";
import { account as accountText } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { PasswordField } from "@comptoir/ui/password-field.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { TextField } from "@comptoir/ui/text-field.tsx";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { AccountPage } from "../components/account/account-page.tsx";
import { createAccountApi } from "../lib/account/account-api.ts";
import { rememberPassword } from "../lib/account/pending-password.ts";
import { useAccountForm } from "../lib/account/use-account-form.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import { useSitePath } from "../lib/use-site-path.ts";
import type { Route } from "./+types/auth-signup";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.signupTitle);
}

/** Sign-up (docs/product.md#accounts): the server mails a 6-digit code, typed on /auth/verify. */
export default function Signup() {
  const [api] = useState(() => createAccountApi());
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const form = useAccountForm({
    id: "inscription",
    initial: { first_name: "", last_name: "", email: "", phone: "", password: "" },
    check: (checks, values) => checks.signupErrors(values),
    async submit(values) {
      const body = {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
      };
      const result = await api.signup(body);
      if (!result.ok) return { problem: result.message };
      rememberPassword(body.email, body.password);
      await navigate(sitePath("/auth/verify"), {
        state: { email: body.email, notice: result.payload.message },
      });
    },
  });
  return (
    <AccountPage title={accountText.signupTitle}>
      <form {...form.props} className="flex flex-col gap-4">
        <FormMessages problem={form.problem} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.text("first_name")}
            label={accountText.firstName}
            autoComplete="given-name"
            autoCapitalize="words"
            required
            maxLength={CHECKOUT_FIELD_MAX_LENGTH.first_name}
          />
          <TextField
            {...form.text("last_name")}
            label={accountText.lastName}
            autoComplete="family-name"
            autoCapitalize="words"
            required
            maxLength={CHECKOUT_FIELD_MAX_LENGTH.last_name}
          />
        </div>
        <TextField
          {...form.text("email")}
          label={accountText.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          required
          maxLength={CHECKOUT_FIELD_MAX_LENGTH.email}
        />
        <TextField
          {...form.text("phone")}
          label={accountText.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={CHECKOUT_FIELD_MAX_LENGTH.phone}
        />
        <PasswordField
          {...form.text("password")}
          label={accountText.password}
          hint={accountText.passwordHint}
          autoComplete="new-password"
        />
        <SubmitButton
          label={accountText.signupCta}
          pendingLabel={accountText.signingUp}
          pending={form.pending}
        />
      </form>
      <p className="mt-8 text-muted">
        {accountText.haveAccount}{" "}
        <Link to={sitePath("/auth/login")} className="font-semibold text-cream underline underline-offset-4">
          {accountText.loginCta}
        </Link>
      </p>
    </AccountPage>
  );
}
