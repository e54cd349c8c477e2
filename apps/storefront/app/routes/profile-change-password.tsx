import { account as accountText } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { PasswordField } from "@comptoir/ui/password-field.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { useState } from "react";
import { createAccountApi } from "../lib/account/account-api.ts";
import { useProfileSession } from "../lib/account/profile-session.ts";
import { sessionProblem } from "../lib/account/session-problem.ts";
import { useAccountForm } from "../lib/account/use-account-form.ts";
import { callSessionOf } from "../lib/api-client.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/profile-change-password";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.changePasswordTitle);
}

/** A new password (/profile/ChangePassword): the current one, then the new one twice. */
export default function ChangePassword() {
  const session = useProfileSession();
  const [api] = useState(() => createAccountApi());
  const [notice, setNotice] = useState<string | null>(null);
  const form = useAccountForm({
    id: "mot-de-passe",
    initial: { current_password: "", password: "", password_confirmation: "" },
    check: (checks, values) => checks.changePasswordErrors(values),
    async submit(values) {
      setNotice(null);
      const result = await api.changePassword(callSessionOf(session), {
        current_password: values.current_password,
        password: values.password,
      });
      if (!result.ok) return sessionProblem(result);
      setNotice(result.payload.message);
    },
  });
  return (
    <section aria-labelledby="mot-de-passe-titre" className="mt-6">
      <h2 id="mot-de-passe-titre" className="text-xl font-bold">
        {accountText.changePasswordTitle}
      </h2>
      <form {...form.props} className="mt-4 flex flex-col gap-4">
        <PasswordField
          {...form.text("current_password")}
          label={accountText.currentPassword}
          autoComplete="current-password"
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
        <FormMessages problem={form.problem} notice={notice} />
        <SubmitButton
          label={accountText.changePasswordCta}
          pendingLabel={accountText.saving}
          pending={form.pending}
        />
      </form>
    </section>
  );
}
