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
      include: [
        "packages/domain/src/**/*.ts",
        "packages/contracts/src/**/*.ts",
        "apps/server/src/**/*.ts",
        "apps/storefront/app/lib/**/*.ts",
      ],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "**/index.ts", "**/testing/**", "**/fixtures/**"],
      reporter: ["text-summary", "text"],
    },
  },
});
