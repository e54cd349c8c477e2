import { account as accountText } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { PasswordField } from "@comptoir/ui/password-field.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { TextField } from "@comptoir/ui/text-field.tsx";
import { useNavigate } from "react-router";
import type { AccountApi } from "../../lib/account/account-api.ts";
import { useAccountForm } from "../../lib/account/use-account-form.ts";
import { useSitePath } from "../../lib/use-site-path.ts";

/** A forgotten password, then: the code received and the new password twice; then to login. */
export function NewPasswordForm({
  api,
  email,
  notice,
  onOtherEmail,
}: {
  api: AccountApi;
  email: string;
  notice: string;
  onOtherEmail: () => void;
}) {
  const navigate = useNavigate();
  const sitePath = useSitePath();
  const form = useAccountForm({
    id: "nouveau",
    initial: { otp: "", password: "", password_confirmation: "" },
    check: (checks, values) => checks.resetErrors(values),
    async submit(values) {
      const result = await api.resetPassword({ email, otp: values.otp.trim(), password: values.password });
      if (!result.ok) return { problem: result.message };
      await navigate(sitePath("/auth/login"), { state: { email, notice: accountText.resetDone } });
    },
  });
  return (
    <form {...form.props} className="flex flex-col gap-4">
      <FormMessages problem={form.problem} notice={form.problem ? null : notice} />
      <TextField
        {...form.text("otp")}
        label={accountText.code}
        hint={accountText.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={6}
      />
      <PasswordField
        {...form.text("password")}
        label={accountText.newPassword}
        hint={accountText.passwordHint}
        autoComplete="new-password"
      />
      <PasswordField
        {...form.text("password_confirmation")}
        label={accountText.passwordConfirmation}
        autoComplete="new-password"
      />
      <SubmitButton
        label={accountText.resetCta}
        pendingLabel={accountText.resetting}
        pending={form.pending}
      />
      <button
        type="button"
        onClick={onOtherEmail}
        className="inline-flex min-h-11 w-fit items-center font-semibold underline underline-offset-4"
      >
        {accountText.otherEmail}
      </button>
    </form>
  );
}
