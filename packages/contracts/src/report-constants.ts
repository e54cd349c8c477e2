/**
 * The reports API's names and limits that pages need as values, without zod: the entry point
 * `@comptoir/contracts/report-constants` gives them to a page without the schemas (ADR 047).
 * `reports.ts` builds on them.
 */

/** The longest period a report or an export covers: a year and a day (a leap year). */
export const MAX_REPORT_DAYS = 366;

/** The CSV exports, in the order the pages offer them. */
export const REPORT_EXPORTS = ["orders", "order-lines", "vat", "days"] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];
