/**
 * `npm run build -w @comptoir/server`: the server's TypeScript, with the workspace's packages it
 * imports, bundled into JavaScript under build/ (ADR 086). Served so, Node never loads its type
 * stripper (about 16 MB of resident memory). The packages of node_modules stay imports, loaded
 * from there as before; code loaded at its first use (Stripe's, SMTP's) stays in chunks of its own.
 */

import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const outdir = fileURLToPath(new URL("./build/", import.meta.url));

/** Only the workspace's own packages (`@comptoir/…`) are bundled; the others stay imports. */
const packagesStayImports: Plugin = {
  name: "packages-stay-imports",
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith("@comptoir/") ? undefined : { path, external: true },
    );
  },
};

/**
 * A module that finds a file beside it (`new URL("./x", import.meta.url)`: migrations, word
 * lists, the builds) keeps finding it from the bundle: its `import.meta.url` becomes its own
 * source file's address, relative to the bundle's.
 */
const ownAddresses: Plugin = {
  name: "own-addresses",
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const own = `new URL(${JSON.stringify(relative(outdir, path))}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", own), loader: "ts" };
    });
  },
};

await build({
  entryPoints: [fileURLToPath(new URL("./src/main.ts", import.meta.url))],
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node24",
  sourcemap: "linked",
  plugins: [packagesStayImports, ownAddresses],
  logLevel: "warning",
});
