import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/seed/**/*.test.ts",
      "apps/server/src/**/*.test.ts",
      "apps/storefront/app/**/*.test.{ts,tsx}",
      "apps/back-office/app/**/*.test.{ts,tsx}",
      "apps/native/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    // Tests that need a PostgreSQL server (two processes on one database, LISTEN/NOTIFY) carry
    // this tag: skipped without DATABASE_URL, and counted in one line at the end of the run.
    tags: [
      {
        name: "postgres",
        description: "needs the PostgreSQL server of DATABASE_URL",
        skip: !process.env.DATABASE_URL,
      },
    ],
    reporters: ["default", "./scripts/postgres-skip-notice.ts"],
    // PGlite runs initdb in-process (about 3 s); database tests share one instance per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    coverage: {
      provider: "v8",
      include: [
        "packages/domain/src/**/*.ts",
        "packages/contracts/src/**/*.ts",
        "apps/server/src/**/*.ts",
        "apps/storefront/app/lib/**/*.ts",
        "apps/back-office/app/lib/**/*.ts",
      ],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "**/index.ts", "**/testing/**", "**/fixtures/**"],
      reporter: ["text-summary", "text"],
      // Measured on 2026-11-23 over these four trees: statements 92.0 %, branches 86.2 %,
      // functions 91.9 %, lines 93.4 %. The gate sits two points under, so a change that lands
      // code without tests fails while rounding noise does not. The domain's rules keep their
      // own, higher bar: every rule both sides rely on is tested.
      thresholds: {
        statements: 90,
        branches: 84,
        functions: 90,
        lines: 91,
        "packages/domain/src/**/*.ts": { statements: 95, branches: 95, functions: 95, lines: 95 },
      },
    },
  },
});
