import { pgTable, text } from "drizzle-orm/pg-core";
import { jsonValue } from "./json-value.ts";

/**
 * The restaurant's settings as the spec names them: dotted keys (`contacts.name`,
 * `features.delivery.minimum_order`) with JSON values. Money values are stored in cents; the API
 * turns them back into euros (see MONEY_SETTING_KEYS in @comptoir/contracts).
 */
export const settings = pgTable("settings", {
  name: text().primaryKey(),
  value: jsonValue().notNull(),
});
