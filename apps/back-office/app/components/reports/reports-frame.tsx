import { reports as text } from "@comptoir/messages";
import { NavLink } from "react-router";
import { useShop } from "../../lib/shop.ts";
import { BackOfficeFrame } from "../back-office-frame.tsx";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-4 font-bold ${isActive ? "bg-cream text-ink" : "border border-line text-cream"}`;

/**
 * The frame of the report pages: the back office's, the title, the day's and the period's tabs,
 * and the owner's alone (another member reads why, as on the team's page).
 */
export function ReportsFrame({ isOwner, children }: { isOwner: boolean; children: React.ReactNode }) {
  const shop = useShop();
  return (
    <BackOfficeFrame restaurantName={shop.restaurantName}>
      <div className="flex max-w-5xl min-w-0 flex-col gap-6 py-4">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <h1 className="text-3xl font-black">{text.title}</h1>
          {isOwner ? (
            <nav aria-label={text.pages}>
              <ul className="flex gap-2">
                <li>
                  <NavLink to="/admin/rapports" end className={tabClass}>
                    {text.dayTab}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/rapports/periode" className={tabClass}>
                    {text.periodTab}
                  </NavLink>
                </li>
              </ul>
            </nav>
          ) : null}
        </div>
        {isOwner ? children : <p>{text.ownerOnly}</p>}
      </div>
    </BackOfficeFrame>
  );
}
