// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  dayReportOf,
  journalStatusOf,
  periodReportOf,
  salesTotalsOf,
} from "../../lib/reports/report.fixture.ts";
import { createReportsApi } from "../../lib/reports/reports-api.ts";
import { HeatMap } from "./heat-map.tsx";
import { RevenueChart } from "./revenue-chart.tsx";
import { SalesFigures } from "./sales-figures.tsx";
import { SalesJournal } from "./sales-journal.tsx";
import { VatTable } from "./sales-tables.tsx";
import { TicketZ } from "./ticket-z.tsx";

afterEach(cleanup);

/** Text with Intl's no-break spaces as plain ones. */
const flat = (text: string | null) => (text ?? "").replace(/\s/g, " ");

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => flat(row.textContent));

describe("the report's views", () => {
  it("lists the VAT per rate with its total row", () => {
    render(<VatTable totals={salesTotalsOf()} />);
    expect(rows(screen.getByRole("table", { name: "TVA par taux" }))).toEqual([
      "TauxHTTVATTC",
      "5,5 %18,96 €1,04 €20,00 €",
      "10 %45,45 €4,55 €50,00 €",
      "20 %25,00 €5,00 €30,00 €",
      "Total89,41 €10,59 €100,00 €",
    ]);
  });

  it("says a day without sales instead of an empty table", () => {
    render(<VatTable totals={salesTotalsOf({ rates: [] })} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("Aucune vente.")).toBeTruthy();
  });

  it("shows the change against the period before, in words for screen readers", () => {
    const report = periodReportOf();
    render(<SalesFigures totals={report.totals} previous={report.previous.totals} />);
    const changes = screen.getAllByTestId("report-change").map((change) => flat(change.textContent));
    expect(changes[0]).toBe(
      "+12 %en hausse de 12 % par rapport à la période précédente · Période précédente : 89,29 €",
    );
    expect(changes[1]).toContain("stable par rapport à la période précédente");
    expect(changes[2]).toContain("en baisse de 6 %");
  });

  it("prints the day's ticket Z for the 80 mm roll", () => {
    render(
      <TicketZ
        report={dayReportOf({ closed: true })}
        restaurantName="Piment Rouge"
        timeZone="Europe/Paris"
        printedAt={new Date("2026-11-25T03:10:00Z")}
      />,
    );
    const ticket = screen.getByRole("region", { name: "Ticket Z" });
    expect(ticket.className).toContain("ticket-sheet");
    const text = (ticket.textContent ?? "").replace(/\s/g, " ");
    for (const part of [
      "Piment Rouge",
      "Journée du 24/11/2026",
      "Du 24/11/2026 à 04:00 au 25/11/2026 à 04:00.",
      "Clôturée",
      "Ventes8 · 105,00 €",
      "TVA 5,5 %HT18,96 €TVA1,04 €TTC20,00 €",
      "TVA 20 %HT25,00 €TVA5,00 €TTC30,00 €",
      "Total TTC net100,00 €",
      "Carte60,00 €Espèces40,00 €",
      "BIENVENUE × 15,00 €",
      "Refusées × 112,00 €",
      "Espèces à trouver en caisse40,00 €",
      "Imprimé le 25/11/2026 à 04:10",
    ]) {
      expect(text).toContain(part);
    }
  });

  it("draws a bar per day, the table holding every day's figures", () => {
    render(<RevenueChart days={periodReportOf().days} />);
    const chart = screen.getByTestId("revenue-chart");
    const bars = [...chart.querySelectorAll("rect")];
    expect(bars.map((bar) => bar.getAttribute("data-value"))).toEqual([
      "800",
      "1200",
      "0",
      "1500",
      "2500",
      "2000",
      "2000",
    ]);
    // The drawing is for the eye; screen readers get the table, there before it is shown.
    expect(chart.closest("[aria-hidden='true']")).not.toBeNull();
    const table = screen.getByRole("table", { name: "Chiffre d'affaires TTC par jour" });
    // The day, its 3 orders, its revenue, cell after cell.
    expect(rows(table)[5]).toBe("vendredi 27 novembre 2026325,00 €");
    const button = screen.getByRole("button", { name: "Voir le tableau" });
    expect(table.closest(".sr-only")).not.toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(table.closest(".sr-only")).toBeNull();
    expect(flat(screen.getByTestId("graphique-ca").textContent)).toContain(
      "7 jours, au plus 25,00 € le vendredi 27 novembre 2026.",
    );
  });

  it("shades the heat map's cells by level, with the counts in its table", () => {
    render(<HeatMap heat={periodReportOf().heat} />);
    const cells = [...screen.getByTestId("heat-map").querySelectorAll("g[data-count]")];
    expect(cells).toHaveLength(7 * 11);
    const friday = cells.slice(4 * 11, 5 * 11);
    expect(friday.map((cell) => cell.getAttribute("class"))).toEqual([
      "heat-1",
      "heat-4",
      "heat-1",
      "heat-0",
      "heat-0",
      "heat-0",
      "heat-0",
      "heat-0",
      "heat-2",
      "heat-2",
      "heat-2",
    ]);
    const table = screen.getByRole("table", { name: "Commandes par heure et jour de la semaine" });
    expect(rows(table)[0]).toBe("Jour11 h12 h13 h14 h15 h16 h17 h18 h19 h20 h21 h");
    expect(rows(table)[5]).toBe("Vendredi28200000444");
  });

  it("says a period without orders instead of an empty heat map", () => {
    render(<HeatMap heat={Array.from({ length: 7 }, () => Array(24).fill(0))} />);
    expect(screen.queryByTestId("heat-map")).toBeNull();
    expect(screen.getByText("Aucune commande sur la période.")).toBeTruthy();
  });
});

describe("the sales journal's section", () => {
  const answering = (response: () => Response) => createReportsApi("jeton", async () => response());

  it("shows the last entry chained and the closings with their archives", async () => {
    const api = answering(
      () => new Response(JSON.stringify({ status: "success", payload: journalStatusOf() }), { status: 200 }),
    );
    render(<SalesJournal api={api} timeZone="Europe/Paris" onUnauthorized={() => undefined} />);
    const section = await screen.findByTestId("sales-journal");
    const text = flat(section.textContent);
    expect(text).toContain("n° 42 · empreinte 9f86d081");
    expect(text).toContain("2 écriture(s) en attente de chaînage.");
    expect(
      within(section).getByRole("button", { name: "Télécharger l'archive : Journée du 23/11/2026" }),
    ).toBeTruthy();
    expect(text).toContain("100,00 € net · clôturée le 24/11/2026 à 04:00");
  });

  it("shows nothing, and no error, on a server without the journal", async () => {
    let asked = 0;
    const api = createReportsApi("jeton", async () => {
      asked += 1;
      return new Response(JSON.stringify({ status: "error", message: "Introuvable." }), { status: 404 });
    });
    const { container } = render(
      <SalesJournal api={api} timeZone="Europe/Paris" onUnauthorized={() => undefined} />,
    );
    await waitFor(() => expect(asked).toBe(1));
    expect(container.textContent).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
