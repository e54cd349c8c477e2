import { ACCOUNT_ERROR_CODES } from "@comptoir/contracts/account-constants";
import { CHECKOUT_FIELD_MAX_LENGTH } from "@comptoir/domain";
import { account as accountText, fill } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { PasswordField } from "@comptoir/ui/password-field.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { TextField } from "@comptoir/ui/text-field.tsx";
import { useState } from "react";
import { useLocation } from "react-router";
import { AccountPage } from "../components/account/account-page.tsx";
import { createAccountApi } from "../lib/account/account-api.ts";
import { tellAccountNews } from "../lib/account/account-news.ts";
import { handoffOf } from "../lib/account/auth-handoff.ts";
import { passwordFor } from "../lib/account/pending-password.ts";
import { useAccountForm } from "../lib/account/use-account-form.ts";
import { useAfterLogin } from "../lib/account/use-after-login.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/auth-verify";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.verifyTitle);
}

/**
 * The one-time code (docs/product.md#accounts, after signup or a login with an address never confirmed):
 * the right code confirms the address and logs in, then the login redirect target. A new code can
 * be asked for. A new account's password goes with the code (the one just typed on the signup or
 * login page, else typed here when the server asks for it).
 */
export default function Verify() {
  const [api] = useState(() => createAccountApi());
  const afterLogin = useAfterLogin();
  const handoff = handoffOf(useLocation().state);
  const [notice, setNotice] = useState(handoff.notice);
  const [resending, setResending] = useState(false);
  const [askPassword, setAskPassword] = useState(false);
  const form = useAccountForm({
    id: "code",
    initial: { email: handoff.email, otp: "", password: "" },
    check: (checks, values) =>
      askPassword ? checks.verifyWithPasswordErrors(values) : checks.verifyErrors(values),
    async submit(values) {
      setNotice(null);
      const email = values.email.trim();
      const password = askPassword ? values.password : passwordFor(email);
      const result = await api.verifyCode(email, values.otp.trim(), password);
      if (result.ok) {
        // The address is proved: the account exists from now on, and the next page says so.
        tellAccountNews({ kind: "welcome", name: result.payload.user.first_name });
        await afterLogin(result.payload);
        return;
      }
      if (result.code === ACCOUNT_ERROR_CODES.passwordRequired) setAskPassword(true);
      return { problem: result.message };
    },
  });

  async function resend() {
    if (resending) return;
    form.blur("email");
    setResending(true);
    const checks = await form.loadChecks();
    if (checks?.emailErrors({ email: form.values.email }).email) {
      setResending(false);
      document.getElementById("code-email")?.focus();
      return;
    }
    form.setProblem(null);
    setNotice(null);
    const result = await api.sendCode(form.values.email.trim());
    setResending(false);
    if (result.ok) setNotice(result.payload.message);
    else form.setProblem(result.message);
  }

  return (
    <AccountPage
      title={accountText.verifyTitle}
      intro={
        handoff.email ? fill(accountText.verifyText, { email: handoff.email }) : accountText.verifyTextNoEmail
      }
    >
      <form {...form.props} className="flex flex-col gap-4">
        <FormMessages problem={form.problem} notice={notice} />
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
          {...form.text("otp")}
          label={accountText.code}
          hint={accountText.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={6}
        />
        {askPassword ? (
          <PasswordField
            {...form.text("password")}
            label={accountText.password}
            hint={accountText.verifyPasswordHint}
            autoComplete="current-password"
          />
        ) : null}
        <SubmitButton
          label={accountText.verifyCta}
          pendingLabel={accountText.verifying}
          pending={form.pending}
        />
        <button
          type="button"
          onClick={() => void resend()}
          aria-disabled={resending || undefined}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full border-2 border-line px-6 font-bold hover:bg-panel"
        >
          {resending ? accountText.resending : accountText.resendCode}
        </button>
      </form>
    </AccountPage>
  );
}
