import { account as accountText } from "@comptoir/messages";
import { Link } from "react-router";
import { AccountDeletionForm } from "../components/account/account-deletion-form.tsx";
import { useProfileSession } from "../lib/account/profile-session.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import { useSitePath } from "../lib/use-site-path.ts";
import type { Route } from "./+types/profile-security";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.securityTitle);
}

/** Security (/profile/ViewSecurity): changing the password, and deleting the account. */
export default function ViewSecurity() {
  const session = useProfileSession();
  const sitePath = useSitePath();
  return (
    <div className="mt-6 flex flex-col gap-8">
      <section aria-labelledby="securite-titre">
        <h2 id="securite-titre" className="text-xl font-bold">
          {accountText.securityTitle}
        </h2>
        <Link
          to={sitePath("/profile/ChangePassword")}
          className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-full border-2 border-cream px-6 font-bold hover:bg-panel"
        >
          {accountText.changePasswordLink}
        </Link>
      </section>
      <AccountDeletionForm session={session} />
    </div>
  );
}
