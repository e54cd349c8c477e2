import type { PeriodReportPayload } from "@comptoir/contracts";
import { reports as text } from "@comptoir/messages";
import { reportCount, reportEuros } from "../../lib/reports/report-format.ts";
import { cellClass, figureClass, headClass, ReportSection, tableClass } from "./report-table.tsx";

/** The dishes sold, most sold first, then the options chosen with them: quantity and revenue. */
export function SoldTables({ report }: { report: PeriodReportPayload }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ReportSection id="rapport-plats" title={text.dishesTitle}>
        {report.dishes.length === 0 ? (
          <p className="text-muted">{text.noDishes}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className={tableClass} data-testid="dishes-table">
              <caption className="sr-only">{text.dishesTitle}</caption>
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    {text.dish}
                  </th>
                  <th scope="col" className={`${headClass} ${figureClass}`}>
                    {text.quantity}
                  </th>
                  <th scope="col" className={`${headClass} ${figureClass}`}>
                    {text.revenueShort}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.dishes.map((dish) => (
                  <tr key={`${dish.item_id}-${dish.name}`}>
                    <th scope="row" className={`${cellClass} font-normal`}>
                      {dish.name}
                    </th>
                    <td className={`${cellClass} ${figureClass}`}>{reportCount(dish.quantity)}</td>
                    <td className={`${cellClass} ${figureClass}`}>{reportEuros(dish.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ReportSection>
      <ReportSection id="rapport-options" title={text.optionsTitle}>
        {report.options.length === 0 ? (
          <p className="text-muted">{text.noOptions}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <caption className="sr-only">{text.optionsTitle}</caption>
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    {text.option}
                  </th>
                  <th scope="col" className={headClass}>
                    {text.group}
                  </th>
                  <th scope="col" className={`${headClass} ${figureClass}`}>
                    {text.quantity}
                  </th>
                  <th scope="col" className={`${headClass} ${figureClass}`}>
                    {text.revenueShort}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.options.map((option) => (
                  <tr key={`${option.group}-${option.name}`}>
                    <th scope="row" className={`${cellClass} font-normal`}>
                      {option.name}
                    </th>
                    <td className={`${cellClass} text-muted`}>{option.group}</td>
                    <td className={`${cellClass} ${figureClass}`}>{reportCount(option.quantity)}</td>
                    <td className={`${cellClass} ${figureClass}`}>{reportEuros(option.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ReportSection>
    </div>
  );
}
