import { CHECKOUT_FIELD_MAX_LENGTH } from "@comptoir/domain";
import { account as accountText } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { TextField } from "@comptoir/ui/text-field.tsx";
import type { AccountApi } from "../../lib/account/account-api.ts";
import { useAccountForm } from "../../lib/account/use-account-form.ts";

/** A forgotten password, first: the address the code goes to. */
export function SendCodeForm({
  api,
  onSent,
}: {
  api: AccountApi;
  onSent: (sent: { email: string; notice: string }) => void;
}) {
  const form = useAccountForm({
    id: "oubli",
    initial: { email: "" },
    check: (checks, values) => checks.emailErrors(values),
    async submit(values) {
      const email = values.email.trim();
      const result = await api.sendCode(email);
      if (!result.ok) return { problem: result.message };
      onSent({ email, notice: result.payload.message });
    },
  });
  return (
    <form {...form.props} className="flex flex-col gap-4">
      <FormMessages problem={form.problem} />
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
      <SubmitButton
        label={accountText.sendCode}
        pendingLabel={accountText.sendingCode}
        pending={form.pending}
      />
    </form>
  );
}
