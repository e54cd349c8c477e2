import type { StaffMemberPayload } from "@comptoir/contracts";
import { fill, backOffice as text } from "@comptoir/messages";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { useStaffSession } from "../lib/use-staff-session.ts";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-full px-3 font-bold whitespace-nowrap ${isActive ? "bg-cream text-ink" : "text-cream hover:bg-panel"}`;

/**
 * The frame of the restaurant's pages: the tool's name, its tabs (some for the owner only, the
 * last one every member's own password), who is signed in and "Se déconnecter". No shop header or
 * footer: the board is a tool, not a page of the shop. The tabs are one line that scrolls sideways
 * when the screen is narrow (ADR 056): on a phone the header stays two lines high instead of ten
 * tabs tall, and on a tablet the board keeps its height for orders; the current tab is scrolled
 * into view. Without a session the page goes to the login. The board's page passes the member the
 * server drew it for, so the frame is drawn whole on the server too.
 */
export function BackOfficeFrame({
  restaurantName,
  drawnFor = null,
  children,
}: {
  restaurantName: string;
  /** The member the server drew the page for (ADR 079), until this browser's session is read. */
  drawnFor?: StaffMemberPayload | null;
  children: React.ReactNode;
}) {
  const { ready, session, api, endSession } = useStaffSession(drawnFor);
  const { pathname } = useLocation();
  const tabs = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (ready && !session) endSession("signed-out");
  }, [ready, session, endSession]);

  // The current tab in sight within the bar, without moving the page itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page changes.
  useEffect(() => {
    const bar = tabs.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current) return;
    const overflow = current.offsetLeft + current.offsetWidth - (bar.scrollLeft + bar.clientWidth);
    if (overflow > 0) bar.scrollLeft += overflow + 16;
    else if (current.offsetLeft < bar.scrollLeft) bar.scrollLeft = current.offsetLeft - 16;
  }, [pathname, session]);

  const member = session?.member;
  const owner = member?.role === "owner";
  return (
    <>
      <header className="border-b border-line bg-ink print:hidden">
        <div className="mx-auto flex max-w-[100rem] flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5 lg:flex-nowrap">
          <p className="min-w-0 truncate font-black lg:max-2xl:sr-only">
            {restaurantName} <span className="sr-only">· {text.toolName}</span>
          </p>
          {member ? (
            <>
              <div className="order-last -mx-3 w-[calc(100%+1.5rem)] lg:order-none lg:mx-0 lg:w-auto lg:min-w-0 lg:flex-1">
                <nav aria-label={text.nav} aria-describedby="navigation-aide">
                  <ul ref={tabs} className="back-office-tabs flex gap-0.5 overflow-x-auto px-3 lg:px-0">
                    <li className="flex">
                      <NavLink to="/admin" end className={tabClass}>
                        {text.navBoard}
                      </NavLink>
                    </li>
                    <li className="flex">
                      <NavLink to="/admin/disponibilites" className={tabClass}>
                        {text.navAvailability}
                      </NavLink>
                    </li>
                    <li className="flex">
                      <NavLink to="/admin/carte" className={tabClass}>
                        {text.navCatalogue}
                      </NavLink>
                    </li>
                    {owner ? (
                      <>
                        <li className="flex">
                          <NavLink to="/admin/restaurant" className={tabClass}>
                            {text.navRestaurant}
                          </NavLink>
                        </li>
                        <li className="flex">
                          <NavLink to="/admin/publier" className={tabClass}>
                            {text.navPublish}
                          </NavLink>
                        </li>
                      </>
                    ) : null}
                    <li className="flex">
                      <NavLink to="/admin/historique" className={tabClass}>
                        {text.navHistory}
                      </NavLink>
                    </li>
                    {owner ? (
                      <>
                        <li className="flex">
                          <NavLink to="/admin/rapports" className={tabClass}>
                            {text.navReports}
                          </NavLink>
                        </li>
                        <li className="flex">
                          <NavLink to="/admin/journal" className={tabClass}>
                            {text.navJournal}
                          </NavLink>
                        </li>
                        <li className="flex">
                          <NavLink to="/admin/equipe" className={tabClass}>
                            {text.navTeam}
                          </NavLink>
                        </li>
                      </>
                    ) : null}
                    <li className="flex">
                      <NavLink to="/admin/mot-de-passe" className={tabClass}>
                        {text.navPassword}
                      </NavLink>
                    </li>
                  </ul>
                </nav>
                <p id="navigation-aide" className="sr-only">
                  {text.navHint}
                </p>
              </div>
              <div className="ml-auto flex shrink-0 items-center gap-3">
                <p className="text-sm text-muted max-2xl:sr-only">
                  {fill(text.loggedInAs, {
                    name: member.name,
                    role: member.role === "owner" ? text.roleOwner : text.roleStaff,
                  })}
                </p>
                <button
                  type="button"
                  className="min-h-11 rounded-full border border-cream px-4 font-bold whitespace-nowrap"
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
