import type { PeriodReportPayload } from "@comptoir/contracts";
import { reports as text } from "@comptoir/messages";
import { reportCount, reportEuros } from "../../lib/reports/report-format.ts";
import { FigureTable, ReportSection } from "./report-table.tsx";

/** The dishes sold, most sold first, then the options chosen with them: quantity and revenue. */
export function SoldTables({ report }: { report: PeriodReportPayload }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ReportSection id="rapport-plats" title={text.dishesTitle}>
        {report.dishes.length === 0 ? (
          <p className="text-muted">{text.noDishes}</p>
        ) : (
          <FigureTable
            caption={text.dishesTitle}
            testId="dishes-table"
            columns={[
              { label: text.dish },
              { label: text.quantity, figure: true },
              { label: text.revenueShort, figure: true },
            ]}
            rows={report.dishes.map((dish) => ({
              key: `${dish.item_id}-${dish.name}`,
              label: dish.name,
              cells: [reportCount(dish.quantity), reportEuros(dish.amount)],
            }))}
          />
        )}
      </ReportSection>
      <ReportSection id="rapport-options" title={text.optionsTitle}>
        {report.options.length === 0 ? (
          <p className="text-muted">{text.noOptions}</p>
        ) : (
          <FigureTable
            caption={text.optionsTitle}
            columns={[
              { label: text.option },
              { label: text.group },
              { label: text.quantity, figure: true },
              { label: text.revenueShort, figure: true },
            ]}
            rows={report.options.map((option) => ({
              key: `${option.group}-${option.name}`,
              label: option.name,
              cells: [option.group, reportCount(option.quantity), reportEuros(option.amount)],
            }))}
          />
        )}
      </ReportSection>
    </div>
  );
}
