/**
 * The instant the browser tests' shop starts its clock at (`CLOCK_START`): Tuesday 24 November 2026,
 * 12:00 in Paris. Lunch is open, the evening menu opens at 18:00, so hours, slots and menus open are
 * the same on every run, whatever the day the tests run on. The browser's own clock is the real
 * one, days or years away: pages must compare the shop's instants with the shop's clock only.
 */
export const SHOP_CLOCK_START = "2026-11-24T11:00:00Z";
