import type { PeriodReportPayload } from "@comptoir/contracts";
import { fill, reports as text } from "@comptoir/messages";
import { useRef } from "react";
import { revenueBars, revenueFrame, tickY, valueScale } from "../../lib/reports/chart-scale.ts";
import {
  axisEuros,
  dayMonthOf,
  longDateOf,
  reportCount,
  reportEuros,
} from "../../lib/reports/report-format.ts";
import { useElementWidth } from "../../lib/reports/use-element-width.ts";
import { ChartFigure } from "./chart-figure.tsx";
import { FigureTable } from "./report-table.tsx";

/** The revenue per day as bars in plain SVG, as wide as its column, with its table. */
export function RevenueChart({ days }: { days: PeriodReportPayload["days"] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 640);
  const frame = revenueFrame(width);
  const scale = valueScale(Math.max(0, ...days.map((day) => day.including_tax)));
  const bars = revenueBars(
    days.map((day) => ({ date: day.date, value: day.including_tax })),
    scale,
    frame,
  );
  const best = days.reduce<(typeof days)[number] | null>(
    (top, day) => (top === null || day.including_tax > top.including_tax ? day : top),
    null,
  );
  const baseline = frame.height - frame.bottom;
  return (
    <ChartFigure
      id="graphique-ca"
      title={text.revenueChart}
      hint={
        best
          ? fill(text.revenueChartSummary, {
              days: days.length,
              max: reportEuros(best.including_tax),
              date: longDateOf(best.date),
            })
          : undefined
      }
      chart={
        <div ref={box} className="w-full">
          <svg
            viewBox={`0 0 ${frame.width} ${frame.height}`}
            width="100%"
            height={frame.height}
            className="block text-muted"
            data-testid="revenue-chart"
            aria-hidden="true"
          >
            {scale.ticks.map((tick) => {
              const y = tickY(tick, scale, frame);
              return (
                <g key={tick}>
                  <line x1={frame.left} x2={frame.width} y1={y} y2={y} stroke="#2e2e2e" strokeWidth={1} />
                  <text x={frame.left - 6} y={y + 4} textAnchor="end" fontSize={11} fill="currentColor">
                    {axisEuros(tick)}
                  </text>
                </g>
              );
            })}
            {bars.map((bar) => (
              <g key={bar.date}>
                <rect
                  x={bar.x}
                  y={bar.y}
                  width={Math.max(bar.width, 0.5)}
                  height={bar.height}
                  fill="#f54f2f"
                  data-date={bar.date}
                  data-value={bar.value}
                >
                  <title>{`${dayMonthOf(bar.date)} : ${reportEuros(bar.value)}`}</title>
                </rect>
                {bar.labelled ? (
                  <text
                    x={bar.x + bar.width / 2}
                    y={baseline + 18}
                    textAnchor="middle"
                    fontSize={11}
                    fill="currentColor"
                  >
                    {dayMonthOf(bar.date)}
                  </text>
                ) : null}
              </g>
            ))}
            <line x1={frame.left} x2={frame.width} y1={baseline} y2={baseline} stroke="#b8b0a6" />
          </svg>
        </div>
      }
      table={
        <FigureTable
          caption={text.revenueChart}
          columns={[
            { label: text.date },
            { label: text.orders, figure: true },
            { label: text.revenueShort, figure: true },
          ]}
          rows={days.map((day) => ({
            key: day.date,
            label: longDateOf(day.date),
            cells: [reportCount(day.sales), reportEuros(day.including_tax)],
          }))}
        />
      }
    />
  );
}
