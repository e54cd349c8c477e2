import { account as accountText } from "@comptoir/messages";
import { Outlet } from "react-router";
import { AccountSkeleton } from "../components/account/account-skeleton.tsx";
import { ProfileNav } from "../components/account/profile-nav.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { PROFILE_PAGE_HEADERS, readSignedInUser } from "../lib/account/profile-reads.server.ts";
import { useRequiredSession } from "../lib/account/use-required-session.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/profile";

/**
 * The customer the session's cookie copy names (ADR 079), so that the server draws the section;
 * null without a copy (a session kept before the copy existed, or none), and on a client-side
 * navigation's data request for `/profile` itself, which the copy's path does not reach: the
 * browser's session is known there.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await readSignedInUser(context, request) };
}

/** Every profile page is one person's (the sections export no headers of their own). */
export function headers() {
  return PROFILE_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.profileTitle);
}

/**
 * The profile container (docs/product.md#pages): its sections' nav, and the section, given the session.
 * The session is in the visitor's browser, and its token's copy in a cookie of the profile's paths:
 * with it the server draws the section; without it, the frame and a skeleton. Without a session the
 * visitor goes to login and comes back here after it.
 */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { restaurant } = useRestaurant();
  const session = useRequiredSession(loaderData.user);
  return (
    <>
      <SiteHeader restaurantName={restaurant.name} session={session} />
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
