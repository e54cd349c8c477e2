import type { OpeningHours, OpeningWeek, Weekday } from "@comptoir/domain";
import { fill, hours as hoursText } from "@comptoir/messages";

function HoursList({ ranges }: { ranges: readonly OpeningHours[] }) {
  if (ranges.length === 0) return <span className="text-muted">{hoursText.closed}</span>;
  return (
    <>
      {ranges.map((range) => (
        <span key={range.start} className="block whitespace-nowrap">
          {fill(range.endsNextDay ? hoursText.rangeNextDay : hoursText.range, {
            start: range.start,
            end: range.end,
          })}
        </span>
      ))}
    </>
  );
}

/**
 * The week's opening hours, Monday first, today's line marked. Pickup and delivery get a column
 * each when they differ on some day; a day when they agree shows its hours once, across both.
 */
export function WeekHours({ week, today }: { week: OpeningWeek; today: Weekday }) {
  const twoColumns = !week.sameForBoth;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{hoursText.weekTitle}</caption>
      <thead>
        <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {hoursText.day}
          </th>
          {twoColumns ? (
            <>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {hoursText.pickup}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {hoursText.delivery}
              </th>
            </>
          ) : (
            <th scope="col" className="py-2 font-semibold">
              {week.days.some((day) => day.delivery !== null) ? hoursText.bothServices : hoursText.pickup}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {week.days.map((day) => {
          const isToday = day.weekday === today;
          return (
            <tr
              key={day.weekday}
              aria-current={isToday ? "date" : undefined}
              className={`border-b border-line align-top ${isToday ? "font-bold text-cream" : ""}`}
            >
              <th scope="row" className="py-2 pr-3 font-semibold">
                {hoursText.weekdays[day.weekday]}
                {isToday ? (
                  <span className="block text-xs font-bold text-cream">{hoursText.today}</span>
                ) : null}
              </th>
              {twoColumns && !day.sameForBoth ? (
                <>
                  <td className="py-2 pr-3">
                    <HoursList ranges={day.pickup} />
                  </td>
                  <td className="py-2">
                    <HoursList ranges={day.delivery ?? []} />
                  </td>
                </>
              ) : (
                <td colSpan={twoColumns ? 2 : 1} className="py-2">
                  <HoursList ranges={day.pickup} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
