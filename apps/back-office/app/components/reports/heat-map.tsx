import { fill, reportWeekdays, reports as text } from "@comptoir/messages";
import { useRef } from "react";
import { HEAT_LEVELS, heatFrame, heatMapOf } from "../../lib/reports/heat-cells.ts";
import { reportCount } from "../../lib/reports/report-format.ts";
import { useElementWidth } from "../../lib/reports/use-element-width.ts";
import { ChartFigure } from "./chart-figure.tsx";
import { cellClass, figureClass, headClass, tableClass } from "./report-table.tsx";

/** The legend's shades, none to the busiest. */
const LEGEND = Array.from({ length: HEAT_LEVELS + 1 }, (_, level) => level);

/**
 * Orders per hour and weekday as a heat map in plain SVG: a row per weekday, a column per hour
 * from the first that saw an order to the last, a shade per level with its number when the cell
 * has room; the table beside it holds every figure.
 */
export function HeatMap({ heat }: { heat: number[][] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 640);
  const map = heatMapOf(heat);
  const frame = heatFrame(width, map.hours.length);
  if (map.hours.length === 0) {
    return (
      <section aria-labelledby="heat-titre" className="flex flex-col gap-2">
        <h2 id="heat-titre" className="text-xl font-black">
          {text.heatTitle}
        </h2>
        <p className="text-muted">{text.heatEmpty}</p>
      </section>
    );
  }
  return (
    <ChartFigure
      id="carte-chaleur"
      title={text.heatTitle}
      hint={text.heatHint}
      chart={
        <div ref={box} className="w-full">
          <svg
            viewBox={`0 0 ${frame.width} ${frame.height}`}
            width="100%"
            height={frame.height}
            className="block text-muted"
            data-testid="heat-map"
            aria-hidden="true"
          >
            {map.hours.map((hour, column) => (
              <text
                key={hour}
                x={frame.left + column * frame.cellWidth + frame.cellWidth / 2}
                y={14}
                textAnchor="middle"
                fontSize={11}
                fill="currentColor"
              >
                {/* Every hour when they fit, else every other one. */}
                {frame.cellWidth >= 18 || column % 2 === 0 ? hour : ""}
              </text>
            ))}
            {map.rows.map((cells, day) => (
              <g key={reportWeekdays.short[day]}>
                <text
                  x={0}
                  y={frame.top + day * frame.cellHeight + frame.cellHeight / 2 + 4}
                  fontSize={12}
                  fill="currentColor"
                >
                  {reportWeekdays.short[day]}
                </text>
                {cells.map((cell, column) => (
                  <g key={cell.hour} className={`heat-${cell.level}`} data-count={cell.count}>
                    <rect
                      x={frame.left + column * frame.cellWidth + 1}
                      y={frame.top + day * frame.cellHeight + 1}
                      width={Math.max(frame.cellWidth - 2, 0.5)}
                      height={frame.cellHeight - 2}
                      rx={3}
                    >
                      <title>{`${reportWeekdays.long[day]} ${fill(text.hour, { hour: cell.hour })} : ${cell.count}`}</title>
                    </rect>
                    {frame.counted && cell.count > 0 ? (
                      <text
                        x={frame.left + column * frame.cellWidth + frame.cellWidth / 2}
                        y={frame.top + day * frame.cellHeight + frame.cellHeight / 2 + 4}
                        textAnchor="middle"
                        fontSize={11}
                        fill="currentColor"
                      >
                        {cell.count}
                      </text>
                    ) : null}
                  </g>
                ))}
              </g>
            ))}
          </svg>
          <p className="mt-2 flex items-center gap-1 text-sm text-muted">
            <span>{text.heatLess}</span>
            {LEGEND.map((level) => (
              <svg
                key={level}
                aria-hidden="true"
                width={18}
                height={18}
                viewBox="0 0 18 18"
                className={`heat-${level}`}
              >
                <rect width={18} height={18} rx={3} />
              </svg>
            ))}
            <span>{text.heatMore}</span>
          </p>
        </div>
      }
      table={
        <table className={`${tableClass} text-sm`}>
          <caption className="sr-only">{text.heatTitle}</caption>
          <thead>
            <tr>
              <th scope="col" className={headClass}>
                {text.weekday}
              </th>
              {map.hours.map((hour) => (
                <th key={hour} scope="col" className={`${headClass} ${figureClass}`}>
                  {fill(text.hour, { hour })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {map.rows.map((cells, day) => (
              <tr key={reportWeekdays.long[day]}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  {reportWeekdays.long[day]}
                </th>
                {cells.map((cell) => (
                  <td key={cell.hour} className={`${cellClass} ${figureClass}`}>
                    {reportCount(cell.count)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
