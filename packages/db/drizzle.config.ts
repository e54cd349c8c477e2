import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  casing: "snake_case",
  schema: "./packages/db/src/schema/index.ts",
  out: "./packages/db/migrations",
});
