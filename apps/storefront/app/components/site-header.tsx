import { pathWithoutLocale, site as siteText } from "@comptoir/messages";
import { useLocation } from "react-router";
import { type Session, useSession } from "../lib/auth-store.ts";
import { samePrefixPath } from "../lib/checkout/checkout-paths.ts";
import { rememberRedirectTarget } from "../lib/login-redirect.ts";
import { headerConfig as header, i18nConfig } from "../site-config.ts";
import { SiteNavLink } from "./site-link.tsx";
import { AccountIcon } from "./ui/icons.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-full px-3 text-sm font-semibold ${
    isActive ? "bg-cream text-ink" : "text-cream hover:bg-panel"
  }`;

/** "L" for Léa; a name that starts with no letter gets a neutral mark. */
const initialOf = (name: string) => name.trim().charAt(0).toLocaleUpperCase("fr-FR") || "•";

/**
 * The account link: to the profile with a session ("Mon compte (connecté)", the
 * initial shown), else to the sign-in page ("Se connecter"), remembering this page to come back to
 * after login. Only the tiny session store is read here: the sign-in pages
 * are routes of their own, fetched when visited, never with the menu.
 */
function AccountLink({ session: given }: { session?: Session | null }) {
  // A profile page gives its own session, which is the customer the server found while it is
  // drawn and hydrated (ADR 079): its header is drawn signed in. Elsewhere, the browser's.
  const stored = useSession();
  const session = given ?? stored;
  const { pathname, search } = useLocation();
  const target = samePrefixPath(pathname, session ? "/profile" : "/auth");
  return (
    <SiteNavLink
      to={target}
      className={({ isActive }) =>
        linkClass({
          isActive: isActive || /^\/(auth|profile)(\/|$)/.test(pathWithoutLocale(pathname, i18nConfig)),
        })
      }
      onClick={() => {
        if (!session) rememberRedirectTarget(`${pathname}${search}`);
      }}
    >
      {/* Signed in: the customer's initial on the accent; a visitor: the outline. One size, so the
          header does not move when the session, read in the browser, arrives. */}
      {session ? (
        <span
          aria-hidden="true"
          className="flex size-6 items-center justify-center rounded-full bg-accent text-sm font-black text-ink"
          data-testid="account-initial"
        >
          {initialOf(session.user.first_name)}
        </span>
      ) : (
        <AccountIcon className="size-6" />
      )}
      {/* Both labels share one grid cell, the other one invisible: the link keeps its width. */}
      <span className="sr-only sm:not-sr-only sm:ml-2 sm:inline-grid">
        <span className="sm:[grid-area:1/1]">{session ? siteText.navAccount : siteText.navSignIn}</span>
        <span className="hidden sm:invisible sm:block sm:[grid-area:1/1]">
          {session ? siteText.navSignIn : siteText.navAccount}
        </span>
      </span>
      {session ? <span className="sr-only">{siteText.navSignedIn}</span> : null}
    </SiteNavLink>
  );
}

const SIZES = { sm: "min-h-12", md: "min-h-14", lg: "min-h-16" } as const;

/**
 * The header of every page, as the site configuration has it: sticky, see-through over the page
 * (blurred, so the text stays readable), the restaurant's name in the middle with the menu on one
 * side and the account on the other. No hamburger: the links fit a 360 px phone, where "Accueil"
 * gives way to the name, which leads home too.
 */
export function SiteHeader({
  restaurantName,
  session,
}: {
  restaurantName: string;
  /** A profile page's session, the server's customer until hydrated (ADR 079). */
  session?: Session | null;
}) {
  const { pathname } = useLocation();
  const home = samePrefixPath(pathname, "/");
  return (
    <header
      className={`${header.sticky ? "sticky" : "relative"} top-0 z-30 border-b border-line ${
        header.transparent ? "bg-ink/80 backdrop-blur" : "bg-ink"
      }`}
    >
      <div
        className={`mx-auto grid max-w-5xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 ${SIZES[header.size]}`}
      >
        <nav aria-label={siteText.navMain} className="flex gap-1">
          <SiteNavLink to={home} end className={(state) => `${linkClass(state)} max-sm:hidden`}>
            {siteText.navHome}
          </SiteNavLink>
          <SiteNavLink to={samePrefixPath(pathname, "/menu")} className={linkClass}>
            {siteText.navMenu}
          </SiteNavLink>
        </nav>
        <SiteNavLink
          to={home}
          className={`truncate font-display text-2xl tracking-wide text-cream ${
            header.centeredLogo ? "" : "-order-1"
          }`}
        >
          {restaurantName}
        </SiteNavLink>
        <div className="flex justify-end">
          <AccountLink session={session} />
        </div>
      </div>
    </header>
  );
}
