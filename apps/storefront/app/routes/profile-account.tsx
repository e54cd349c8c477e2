import { account as accountText, fill } from "@comptoir/messages";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { useState } from "react";
import { useNavigate } from "react-router";
import { createAccountApi } from "../lib/account/account-api.ts";
import { tellAccountNews } from "../lib/account/account-news.ts";
import { useProfileSession } from "../lib/account/profile-session.ts";
import { leaveProfile, writeSessionCookie } from "../lib/account/use-required-session.ts";
import { callSessionOf } from "../lib/api-client.ts";
import { forgetSession } from "../lib/auth-store.ts";
import { forgetRedirectTarget } from "../lib/login-redirect.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import { useSitePath } from "../lib/use-site-path.ts";
import type { Route } from "./+types/profile-account";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.accountTitle);
}

/** The account's summary (/profile/ViewAccount, and /profile itself), and logout. */
export default function ViewAccount() {
  const session = useProfileSession();
  const { user } = session;
  const [api] = useState(() => createAccountApi());
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const sitePath = useSitePath();

  async function logout(event: React.FormEvent) {
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    // The server closes the session; whatever it answers (offline), this browser forgets it.
    await api.logout(callSessionOf(session));
    forgetRedirectTarget();
    // Spec: logout clears the session and goes home (not to login, as a visitor's profile would).
    leaveProfile();
    tellAccountNews({ kind: "signed_out" });
    const home = navigate(sitePath("/"), { replace: true });
    forgetSession();
    writeSessionCookie(null);
    await home;
  }

  const address = user.address;
  return (
    <section aria-labelledby="resume-titre" className="mt-6 flex flex-col gap-5">
      <h2 id="resume-titre" className="text-xl font-bold">
        {fill(accountText.hello, { name: user.first_name })}
      </h2>
      <dl
        className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4"
        data-testid="account-summary"
      >
        <div>
          <dt className="text-sm text-muted">{accountText.fullName}</dt>
          <dd className="font-semibold">
            {user.first_name} {user.last_name}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{accountText.email}</dt>
          <dd className="font-semibold break-all">{user.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{accountText.phone}</dt>
          <dd className="font-semibold">{user.phone}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{accountText.savedAddress}</dt>
          <dd className="font-semibold">
            {address
              ? `${address.address}, ${address.postal_code} ${address.city}`
              : accountText.noSavedAddress}
          </dd>
        </div>
      </dl>
      <form onSubmit={logout}>
        <SubmitButton
          label={accountText.logout}
          pendingLabel={accountText.loggingOut}
          pending={leaving}
          danger
        />
      </form>
    </section>
  );
}
