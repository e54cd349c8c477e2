import { account as accountText } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { PasswordField } from "@comptoir/ui/password-field.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { useState } from "react";
import { useNavigate } from "react-router";
import { createAccountApi } from "../../lib/account/account-api.ts";
import { tellAccountNews } from "../../lib/account/account-news.ts";
import { sessionProblem } from "../../lib/account/session-problem.ts";
import { useAccountForm } from "../../lib/account/use-account-form.ts";
import { leaveProfile, writeSessionCookie } from "../../lib/account/use-required-session.ts";
import { callSessionOf } from "../../lib/api-client.ts";
import { forgetSession, type Session } from "../../lib/auth-store.ts";
import { forgetRedirectTarget } from "../../lib/login-redirect.ts";
import { useSitePath } from "../../lib/use-site-path.ts";

/**
 * Deleting the account (docs/product.md#accounts): logged in, the password, and the password again. Then
 * home, the session forgotten.
 */
export function AccountDeletionForm({ session }: { session: Session }) {
  const [api] = useState(() => createAccountApi());
  const navigate = useNavigate();
  const sitePath = useSitePath();
  const form = useAccountForm({
    id: "suppression",
    initial: { password: "", password_confirmation: "" },
    check: (checks, values) => checks.deletionErrors(values, session.token),
    async submit(values) {
      const result = await api.deleteProfile(callSessionOf(session), values.password);
      if (!result.ok) return sessionProblem(result);
      forgetRedirectTarget();
      leaveProfile();
      tellAccountNews({ kind: "deleted" });
      const home = navigate(sitePath("/"), { replace: true });
      forgetSession();
      writeSessionCookie(null);
      await home;
    },
  });
  return (
    <section aria-labelledby="suppression-titre" className="rounded-2xl border-2 border-danger p-4">
      <h2 id="suppression-titre" className="text-xl font-bold">
        {accountText.deleteTitle}
      </h2>
      <p className="mt-2 text-muted">{accountText.deleteText}</p>
      <form {...form.props} className="mt-4 flex flex-col gap-4">
        <PasswordField
          {...form.text("password")}
          label={accountText.password}
          autoComplete="current-password"
        />
        <PasswordField
          {...form.text("password_confirmation")}
          label={accountText.passwordConfirmation}
          autoComplete="current-password"
        />
        <FormMessages problem={form.problem} />
        <SubmitButton
          label={accountText.deleteCta}
          pendingLabel={accountText.deleting}
          pending={form.pending}
          danger
        />
      </form>
    </section>
  );
}
