import { account as accountText, fill } from "@comptoir/messages";
import { useState } from "react";
import { AccountPage } from "../components/account/account-page.tsx";
import { NewPasswordForm } from "../components/account/new-password-form.tsx";
import { SendCodeForm } from "../components/account/send-code-form.tsx";
import { createAccountApi } from "../lib/account/account-api.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/auth-forgot";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.forgotTitle);
}

/**
 * A forgotten password (docs/product.md#accounts): a code sent to the address, then the code and a new
 * password with its confirmation, then login with it (spec: /auth/login after a reset).
 */
export default function Forgot() {
  const [api] = useState(() => createAccountApi());
  const [sentTo, setSentTo] = useState<{ email: string; notice: string } | null>(null);
  return (
    <AccountPage
      title={accountText.forgotTitle}
      intro={sentTo ? fill(accountText.resetText, { email: sentTo.email }) : accountText.forgotText}
    >
      {sentTo ? (
        <NewPasswordForm
          api={api}
          email={sentTo.email}
          notice={sentTo.notice}
          onOtherEmail={() => setSentTo(null)}
        />
      ) : (
        <SendCodeForm api={api} onSent={setSentTo} />
      )}
    </AccountPage>
  );
}
