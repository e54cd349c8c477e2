import { fill, backOffice as text } from "@comptoir/messages";
import { useEffect } from "react";
import { NavLink } from "react-router";
import { useStaffSession } from "../lib/use-staff-session.ts";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-12 items-center rounded-full px-4 font-bold ${isActive ? "bg-cream text-ink" : "text-cream hover:bg-panel"}`;

/**
 * The frame of the restaurant's pages: the tool's name, its few tabs (the team for the owner), who
 * is signed in and "Se déconnecter". No shop header or footer: the board is a tool, not a page of
 * the shop. Without a session the page goes to the login.
 */
export function BackOfficeFrame({
  restaurantName,
  children,
}: {
  restaurantName: string;
  children: React.ReactNode;
}) {
  const { ready, session, api, endSession } = useStaffSession();

  useEffect(() => {
    if (ready && !session) endSession("signed-out");
  }, [ready, session, endSession]);

  const member = session?.member;
  return (
    <>
      <header className="border-b border-line bg-ink print:hidden">
        <div className="mx-auto flex max-w-[100rem] flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2">
          <p className="font-black">
            {restaurantName} <span className="font-normal text-muted">· {text.toolName}</span>
          </p>
          {member ? (
            <>
              <nav aria-label={text.nav} className="flex flex-wrap gap-1">
                <NavLink to="/admin" end className={tabClass}>
                  {text.navBoard}
                </NavLink>
                <NavLink to="/admin/disponibilites" className={tabClass}>
                  {text.navAvailability}
                </NavLink>
                <NavLink to="/admin/carte" className={tabClass}>
                  {text.navCatalogue}
                </NavLink>
                {member.role === "owner" ? (
                  <>
                    <NavLink to="/admin/restaurant" className={tabClass}>
                      {text.navRestaurant}
                    </NavLink>
                    <NavLink to="/admin/publier" className={tabClass}>
                      {text.navPublish}
                    </NavLink>
                  </>
                ) : null}
                <NavLink to="/admin/historique" className={tabClass}>
                  {text.navHistory}
                </NavLink>
                {member.role === "owner" ? (
                  <>
                    <NavLink to="/admin/journal" className={tabClass}>
                      {text.navJournal}
                    </NavLink>
                    <NavLink to="/admin/equipe" className={tabClass}>
                      {text.navTeam}
                    </NavLink>
                  </>
                ) : null}
              </nav>
              <div className="ml-auto flex items-center gap-3">
                <p className="text-sm text-muted">
                  {fill(text.loggedInAs, {
                    name: member.name,
                    role: member.role === "owner" ? text.roleOwner : text.roleStaff,
                  })}
                </p>
                <button
                  type="button"
                  className="min-h-12 rounded-full border border-cream px-4 font-bold"
                  onClick={() => {
                    void api.logout();
                    endSession("signed-out");
                  }}
                >
                  {text.logout}
                </button>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="contenu" className="mx-auto max-w-[100rem] px-3 pb-10 print:p-0">
        {member ? children : <p className="py-10 text-muted">{text.loading}</p>}
      </main>
    </>
  );
}
