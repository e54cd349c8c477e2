import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("./build.ts", import.meta.url));

/**
 * Runs `npm run build` (scripts/build.ts) with a stand-in for npm: it writes a bundler's chatter
 * and exits with FAKE_BUILD_CODE, so that no real build runs here.
 */
function build(code: number) {
  const folder = mkdtempSync(join(tmpdir(), "comptoir-build-"));
  const fakeNpm = join(folder, "npm-cli.cjs");
  writeFileSync(
    fakeNpm,
    `process.stdout.write("vite v7 building " + process.argv.slice(2).join(" ") + "\\n");
process.stderr.write("bundler chatter\\n");
process.exit(Number(process.env.FAKE_BUILD_CODE));`,
  );
  return spawnSync(process.execPath, [script], {
    env: { ...process.env, npm_execpath: fakeNpm, FAKE_BUILD_CODE: String(code) },
    encoding: "utf8",
  });
}

describe("npm run build", () => {
  it("construit chaque espace de travail qui a un script build, sans montrer sa sortie", () => {
    const result = build(0);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    const lines = result.stdout.trim().split("\n");
    expect(lines).toContain("Construction de @comptoir/storefront…");
    for (const line of lines) expect(line).toMatch(/^Construction de @comptoir\/[\w-]+…$/);
  });

  it("montre la sortie de la construction qui échoue, après une phrase en français, et s'arrête", () => {
    const result = build(2);
    expect(result.status).toBe(1);
    expect(result.stdout.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^La construction de @comptoir\/[\w-]+ a échoué \(code 2\) ; voici ce qu'elle a écrit :\n\n/,
    );
    expect(result.stderr).toContain("vite v7 building run build --workspace @comptoir/");
    expect(result.stderr).toContain("bundler chatter");
  });
});
