import { account as accountText, fill } from "@comptoir/messages";
import { Link } from "react-router";
import { AccountPage } from "../components/account/account-page.tsx";
import { useSession } from "../lib/auth-store.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import { useSitePath } from "../lib/use-site-path.ts";
import type { Route } from "./+types/auth";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.entryTitle);
}

const primary =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full bg-accent px-6 text-lg font-bold text-ink";
const secondary =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full border-2 border-cream px-6 text-lg font-bold text-cream hover:bg-panel";

/** The sign-in entry (docs/product.md#accounts, /auth): log in, or create an account. */
export default function AuthEntry() {
  const sitePath = useSitePath();
  const session = useSession();
  return (
    <AccountPage title={accountText.entryTitle} intro={accountText.entryText}>
      {session ? (
        <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4">
          <p className="break-all">{fill(accountText.signedInAs, { email: session.user.email })}</p>
          <Link to={sitePath("/profile")} className={primary}>
            {accountText.toProfile}
          </Link>
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        <Link to={sitePath("/auth/login")} className={primary}>
          {accountText.loginCta}
        </Link>
        <Link to={sitePath("/auth/signup")} className={secondary}>
          {accountText.signupCta}
        </Link>
      </div>
      <p className="mt-8 text-muted">
        {accountText.guestText}{" "}
        <Link to={sitePath("/menu")} className="font-semibold text-cream underline underline-offset-4">
          {accountText.ordersEmptyCta}
        </Link>
      </p>
    </AccountPage>
  );
}
