import { site as siteText } from "@comptoir/messages";
import { useLocation } from "react-router";
import { useSession } from "../lib/auth-store.ts";
import { samePrefixPath } from "../lib/checkout/checkout-paths.ts";
import { rememberRedirectTarget } from "../lib/login-redirect.ts";
import { SiteNavLink } from "./site-link.tsx";
import { AccountIcon } from "./ui/icons.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-full px-3 text-sm font-semibold ${
    isActive ? "bg-cream text-ink" : "text-cream hover:bg-panel"
  }`;

/**
 * The account link: to the profile with a session, else to the sign-in page, remembering this
 * page to come back to after login. Only the tiny session store is read here: the sign-in pages
 * are routes of their own, fetched when visited, never with the menu.
 */
function AccountLink() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const target = samePrefixPath(pathname, session ? "/profile" : "/auth");
  return (
    <SiteNavLink
      to={target}
      className={({ isActive }) =>
        linkClass({ isActive: isActive || /^(\/fr)?\/(auth|profile)(\/|$)/.test(pathname) })
      }
      onClick={() => {
        if (!session) rememberRedirectTarget(`${pathname}${search}`);
      }}
    >
      <AccountIcon />
      <span className="sr-only sm:not-sr-only sm:ml-2">{siteText.navAccount}</span>
    </SiteNavLink>
  );
}

export function SiteHeader({ restaurantName }: { restaurantName: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ink/95 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2">
        <SiteNavLink to="/" className="text-lg font-black uppercase tracking-tight text-accent">
          {restaurantName}
        </SiteNavLink>
        <nav aria-label="Navigation principale" className="flex gap-1">
          <SiteNavLink to="/" end className={linkClass}>
            {siteText.navHome}
          </SiteNavLink>
          <SiteNavLink to="/menu" className={linkClass}>
            {siteText.navMenu}
          </SiteNavLink>
          <AccountLink />
        </nav>
      </div>
    </header>
  );
}
