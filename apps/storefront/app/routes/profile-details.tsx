import { CHECKOUT_FIELD_MAX_LENGTH } from "@comptoir/domain";
import { account as accountText } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { TextField } from "@comptoir/ui/text-field.tsx";
import { useState } from "react";
import { createAccountApi } from "../lib/account/account-api.ts";
import { type ProfileFields, profileUpdateOf } from "../lib/account/profile-fields.ts";
import { useProfileSession } from "../lib/account/profile-session.ts";
import { sessionProblem } from "../lib/account/session-problem.ts";
import { useAccountForm } from "../lib/account/use-account-form.ts";
import { callSessionOf } from "../lib/api-client.ts";
import { userChanged } from "../lib/auth-store.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/profile-details";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.profileEditTitle);
}

/** The customer's details and saved address (/profile/ViewProfile), found filled in at checkout. */
export default function ViewProfile() {
  const session = useProfileSession();
  const { user } = session;
  const [api] = useState(() => createAccountApi());
  const [notice, setNotice] = useState<string | null>(null);
  const initial: ProfileFields = {
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    has_address: user.address !== null,
    address: user.address?.address ?? "",
    city: user.address?.city ?? "",
    postal_code: user.address?.postal_code ?? "",
    country: user.address?.country ?? "France",
  };
  const form = useAccountForm({
    id: "profil",
    initial,
    check: (checks, values) => checks.profileErrors(values),
    async submit(values) {
      setNotice(null);
      const result = await api.updateProfile(callSessionOf(session), profileUpdateOf(values));
      if (!result.ok) return sessionProblem(result);
      userChanged(result.payload);
      setNotice(accountText.saved);
    },
  });
  return (
    <section aria-labelledby="profil-titre" className="mt-6">
      <h2 id="profil-titre" className="text-xl font-bold">
        {accountText.profileEditTitle}
      </h2>
      <form {...form.props} className="mt-4 flex flex-col gap-4">
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
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{accountText.email}</p>
          <p className="break-all">{user.email}</p>
          <p className="text-sm text-muted">{accountText.emailFixed}</p>
        </div>
        <TextField
          {...form.text("phone")}
          label={accountText.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={CHECKOUT_FIELD_MAX_LENGTH.phone}
        />
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={form.values.has_address}
            onChange={(event) => form.set("has_address", event.target.checked)}
            aria-describedby="profil-adresse-aide"
            className="size-5 accent-accent"
          />
          {accountText.saveAddress}
        </label>
        <p id="profil-adresse-aide" className="-mt-3 text-sm text-muted">
          {accountText.savedAddressHint}
        </p>
        {form.values.has_address ? (
          <fieldset className="flex flex-col gap-4">
            <legend className="sr-only">{accountText.savedAddress}</legend>
            <TextField
              {...form.text("address")}
              label={accountText.address}
              autoComplete="street-address"
              required
              maxLength={CHECKOUT_FIELD_MAX_LENGTH.address}
            />
            <div className="grid grid-cols-[2fr_3fr] gap-4">
              <TextField
                {...form.text("postal_code")}
                label={accountText.postalCode}
                inputMode="numeric"
                autoComplete="postal-code"
                required
                maxLength={CHECKOUT_FIELD_MAX_LENGTH.postal_code}
              />
              <TextField
                {...form.text("city")}
                label={accountText.city}
                autoComplete="address-level2"
                required
                maxLength={CHECKOUT_FIELD_MAX_LENGTH.city}
              />
            </div>
          </fieldset>
        ) : null}
        <FormMessages problem={form.problem} notice={notice} />
        <SubmitButton label={accountText.save} pendingLabel={accountText.saving} pending={form.pending} />
      </form>
    </section>
  );
}
