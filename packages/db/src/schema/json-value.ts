import { customType } from "drizzle-orm/pg-core";

/**
 * A `jsonb` column that hands back exactly what the driver parsed. Both PGlite and node-postgres
 * already parse jsonb; drizzle's own `jsonb()` parses string values a second time, so the text
 * "69007" came back as the number 69007 (and a postal code "01000" would lose its zero).
 */
export const jsonValue = customType<{ data: unknown; driverData: string }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
