// @vitest-environment happy-dom
import type { StaffSessionPayload } from "@comptoir/contracts";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dayReportOf } from "../lib/reports/report.fixture.ts";
import { keepStaffSession } from "../lib/staff-session.ts";
import ReportsDay from "./reports-day.tsx";

const session = (role: "owner" | "staff"): StaffSessionPayload => ({
  token: "jeton-nadia",
  expires_at: "2026-11-27T03:00:00.000Z",
  member: { id: 1, email: "nadia@comptoir.test", name: "Nadia", role },
});

/** The API as the page meets it: the day's report, and no sales journal on this server (404). */
function answering(closed = false) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      asked.push(path);
      if (path.startsWith("/v2/staff/reports/day")) {
        const date = new URL(path, "http://shop").searchParams.get("date") ?? "";
        return new Response(JSON.stringify({ status: "success", payload: dayReportOf({ date, closed }) }));
      }
      return new Response(JSON.stringify({ status: "error", message: "Introuvable." }), { status: 404 });
    }),
  );
  return asked;
}

/** Where a page without a session goes. */
function Login() {
  return <p>Connexion</p>;
}

function open(path: string) {
  const Stub = createRoutesStub([
    // Today on the shop's clock, as the page's loader reckons it on the server.
    { path: "/admin/rapports", Component: ReportsDay, loader: () => ({ today: "2026-11-25" }) },
    { path: "/admin/connexion", Component: Login },
  ]);
  render(<Stub initialEntries={[path]} />);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the day's report page", () => {
  it("is the owner's: a member of the team reads why, and nothing is asked of the API", async () => {
    keepStaffSession(session("staff"));
    const asked = answering();
    open("/admin/rapports");
    expect(await screen.findByText("Seul le gérant consulte les rapports.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Rapports" })).toBeNull();
    expect(asked).toEqual([]);
  });

  it("shows today's service day, the server's, unless the address names another", async () => {
    keepStaffSession(session("owner"));
    const asked = answering();
    open("/admin/rapports");
    expect(await screen.findByTestId("vat-table")).toBeTruthy();
    expect(screen.getByTestId("report-day").textContent).toBe("Journée du mercredi 25 novembre 2026");
    expect(asked).toContain("/v2/staff/reports/day?date=2026-11-25");
    expect(screen.getByTestId("report-closed").textContent).toBe("Journée en cours");
  });

  it("marks a day whose closing is written in the journal", async () => {
    keepStaffSession(session("owner"));
    answering(true);
    open("/admin/rapports?jour=2026-11-24");
    expect((await screen.findByTestId("report-closed")).textContent).toBe("Journée clôturée");
  });

  it("shows the day the address names, moves to the day before, and hides a journal the server lacks", async () => {
    keepStaffSession(session("owner"));
    const asked = answering();
    open("/admin/rapports?jour=2026-11-24");
    expect(await screen.findByTestId("vat-table")).toBeTruthy();
    expect(screen.getByTestId("report-day").textContent).toBe("Journée du mardi 24 novembre 2026");
    expect(screen.getByRole("link", { name: "Rapports" }).getAttribute("aria-current")).toBe("page");
    await waitFor(() => expect(asked).toContain("/v2/staff/journal"));
    expect(screen.queryByTestId("sales-journal")).toBeNull();
    expect(screen.queryByRole("alert")?.textContent ?? "").toBe("");

    fireEvent.click(screen.getByRole("button", { name: "Jour précédent" }));
    await waitFor(() =>
      expect(screen.getByTestId("report-day").textContent).toBe("Journée du lundi 23 novembre 2026"),
    );
    // The heading follows the address at once; the day's report is asked in an effect after it.
    await waitFor(() =>
      expect(asked.filter((path) => path.startsWith("/v2/staff/reports/day"))).toEqual([
        "/v2/staff/reports/day?date=2026-11-24",
        "/v2/staff/reports/day?date=2026-11-23",
      ]),
    );
  });

  it("prints the ticket Z alone, then shows the report again", async () => {
    keepStaffSession(session("owner"));
    answering();
    const printed: { ticket: string | null; reportHidden: boolean }[] = [];
    vi.stubGlobal("print", () =>
      printed.push({
        ticket: document.querySelector("[data-testid='ticket-z']")?.textContent ?? null,
        reportHidden: document.querySelector(".report-sheet")?.className.includes("print:hidden") ?? false,
      }),
    );
    open("/admin/rapports?jour=2026-11-24");
    fireEvent.click(await screen.findByRole("button", { name: "Imprimer le ticket Z" }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]?.reportHidden).toBe(true);
    expect(printed[0]?.ticket).toContain("Journée du 24/11/2026");
    await waitFor(() => expect(screen.queryByTestId("ticket-z")).toBeNull());
    expect(document.querySelector(".report-sheet")?.className).not.toContain("print:hidden");
  });
});
