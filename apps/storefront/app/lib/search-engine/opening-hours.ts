import {
  combineWeeklyHours,
  describeOpenRange,
  type Menu,
  openRangesOn,
  restaurantHoursFor,
  WEEKDAYS,
  type Weekday,
} from "@comptoir/domain";

const DAY_OF_WEEK: Record<Weekday, string> = {
  mon: "https://schema.org/Monday",
  tue: "https://schema.org/Tuesday",
  wed: "https://schema.org/Wednesday",
  thu: "https://schema.org/Thursday",
  fri: "https://schema.org/Friday",
  sat: "https://schema.org/Saturday",
  sun: "https://schema.org/Sunday",
};

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * When the restaurant takes orders, for search engines: whenever one of its available menus is
 * open, for pickup or for delivery (the domain's own merging: overlapping ranges become one). Days
 * that share a range are listed together. A range ending at midnight closes at 23:59, as search
 * engines read "00:00" as the start of the day; one running past midnight closes the next morning
 * (a closing time before the opening one means the next day in schema.org).
 */
export function openingHoursSpecification(menus: readonly Menu[]): OpeningHoursSpecification[] {
  const hours = combineWeeklyHours([
    restaurantHoursFor(menus, "pickup"),
    restaurantHoursFor(menus, "delivery"),
  ]);
  const byRange = new Map<string, OpeningHoursSpecification>();
  for (const day of WEEKDAYS) {
    for (const range of openRangesOn(hours, day)) {
      const { start, end } = describeOpenRange(range);
      const closes = end === "24:00" ? "23:59" : end;
      const key = `${start}-${closes}`;
      const known = byRange.get(key);
      if (known) known.dayOfWeek.push(DAY_OF_WEEK[day]);
      else
        byRange.set(key, {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: [DAY_OF_WEEK[day]],
          opens: start,
          closes,
        });
    }
  }
  return [...byRange.values()];
}
