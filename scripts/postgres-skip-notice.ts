// A vitest reporter that adds one line to a run without DATABASE_URL: how many tests needing
// PostgreSQL (tagged `postgres`) were skipped, so that a green run on a laptop does not pass for a
// run on PostgreSQL too.
import { fill, testRun } from "@comptoir/messages";
import type { Reporter, TestModule } from "vitest/node";

export default class PostgresSkipNotice implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (process.env.DATABASE_URL) return;
    let count = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests("skipped")) {
        if (test.tags.includes("postgres")) count++;
      }
    }
    if (count > 0) process.stdout.write(`\n${fill(testRun.postgresAbsent, { count })}\n`);
  }
}
