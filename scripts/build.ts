// `npm run build`: builds every workspace that has a build script, one after the other, in the
// root's workspace order. Their output (a few hundred lines of bundler report) is kept and shown
// only when a build fails, so that `npm start` ends on the one line that matters: the address.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fill, shopCommands } from "@comptoir/messages";

const root = fileURLToPath(new URL("..", import.meta.url));

interface Manifest {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
}
const manifestOf = (folder: string): Manifest =>
  JSON.parse(readFileSync(new URL(`../${folder}/package.json`, import.meta.url), "utf8"));

const workspaces = (manifestOf(".").workspaces ?? [])
  .filter((folder) => existsSync(new URL(`../${folder}/package.json`, import.meta.url)))
  .map(manifestOf)
  .filter((manifest) => manifest.scripts?.build);

// The npm that runs this script (npm_execpath), else the one on PATH.
const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: "npm", args: [] };

function build(workspace: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(npm.command, [...npm.args, "run", "build", "--workspace", workspace], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.once("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

for (const { name } of workspaces) {
  process.stdout.write(`${fill(shopCommands.building, { workspace: name })}\n`);
  const { code, output } = await build(name);
  if (code !== 0) {
    process.stderr.write(`${fill(shopCommands.buildFailed, { workspace: name, code })}\n\n${output}`);
    process.exit(1);
  }
}
