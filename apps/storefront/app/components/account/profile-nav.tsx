import { account as accountText } from "@comptoir/messages";
import { NavLink } from "react-router";
import { useSitePath } from "../../lib/use-site-path.ts";

const sections = [
  ["/profile/ViewAccount", accountText.navAccount],
  ["/profile/ViewOrders", accountText.navOrders],
  ["/profile/ViewProfile", accountText.navProfile],
  ["/profile/ViewSecurity", accountText.navSecurity],
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold ${
    isActive ? "border-cream bg-cream text-ink" : "border-line text-cream hover:bg-panel"
  }`;

/** The profile's sections, a row of chips that scrolls sideways on a phone. */
export function ProfileNav() {
  const sitePath = useSitePath();
  return (
    <nav aria-label={accountText.profileNav} className="-mx-4 mt-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-2">
        {sections.map(([path, label]) => (
          <li key={path}>
            <NavLink to={sitePath(path)} className={linkClass}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
