import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/seed/**/*.test.ts",
      "apps/server/src/**/*.test.ts",
      "apps/storefront/app/**/*.test.{ts,tsx}",
    ],
    // PGlite runs initdb in-process (about 3 s); database tests share one instance per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts"],
      exclude: ["**/*.test.ts", "packages/domain/src/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
