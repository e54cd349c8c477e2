import { account as accountText } from "@comptoir/messages";
import { Outlet } from "react-router";
import { AccountSkeleton } from "../components/account/account-skeleton.tsx";
import { ProfileNav } from "../components/account/profile-nav.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { useRequiredSession } from "../lib/account/use-required-session.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/profile";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.profileTitle);
}

/**
 * The profile container (docs/product.md#pages): its sections' nav, and the section, given the session.
 * The session is in the visitor's browser: the server sends the frame; without a session the
 * visitor goes to login and comes back here after it.
 */
export default function Profile() {
  const { restaurant } = useRestaurant();
  const session = useRequiredSession();
  return (
    <>
      <SiteHeader restaurantName={restaurant.name} />
      {/* At least a screen tall: the section replaces its skeleton once the session is read, and
          the footer, below the first screen, does not move when it does (ADR 076). */}
      <main id="contenu" className="mx-auto min-h-dvh max-w-xl px-4 pb-16 pt-6">
        <h1 className="text-3xl font-black">{accountText.profileTitle}</h1>
        <ProfileNav />
        {session ? <Outlet context={session} /> : <AccountSkeleton />}
      </main>
    </>
  );
}
