// The one French catalogue of every text a person reads: pages, rules, API answers, e-mails, and
// what the server tells whoever runs it (log lines, failures, configuration checks).
// One named export per section, so that a page bundles only the sections it shows.
export * from "./api.ts";
export * from "./availability.ts";
export * from "./catalogue-editor.ts";
export * from "./catalogue-publishing.ts";
export * from "./catalogue-review.ts";
export * from "./commands.ts";
export * from "./fill.ts";
export * from "./html-text.ts";
export * from "./kitchen-load.ts";
export * from "./locale.ts";
export * from "./mail.ts";
export * from "./order-status.ts";
export * from "./pages.ts";
export * from "./photo-framings.ts";
export * from "./photos.ts";
export * from "./progress.ts";
export * from "./reports.ts";
export * from "./restaurant-files.ts";
export * from "./rules.ts";
export * from "./server-config.ts";
export * from "./server-log.ts";
export * from "./staff-accounts.ts";
export * from "./staff-api.ts";
export * from "./weekdays.ts";
export * from "./when.ts";
