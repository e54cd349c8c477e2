import { site as siteText } from "@comptoir/messages";
import { NavLink } from "react-router";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
    isActive ? "bg-cream text-ink" : "text-cream hover:bg-panel"
  }`;

export function SiteHeader({ restaurantName }: { restaurantName: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ink/95 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2">
        <NavLink to="/" className="text-lg font-black uppercase tracking-tight text-accent">
          {restaurantName}
        </NavLink>
        <nav aria-label="Navigation principale" className="flex gap-1">
          <NavLink to="/" end className={linkClass}>
            {siteText.navHome}
          </NavLink>
          <NavLink to="/menu" className={linkClass}>
            {siteText.navMenu}
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
