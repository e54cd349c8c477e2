export * from "./money/cents.ts";
export * from "./money/format.ts";
export * from "./schedule/open-at.ts";
export * from "./schedule/weekly-hours.ts";
export * from "./schedule/zoned-clock.ts";
