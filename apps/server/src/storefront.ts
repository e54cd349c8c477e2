import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ApiFetch, Storefront } from "./app.ts";

const buildDir = fileURLToPath(new URL("../../storefront/build/", import.meta.url));

/**
 * Loads the storefront's server build. Its loaders find the in-process API in the router context,
 * under the key the build itself exports from its server entry (the same object the loaders read,
 * which a second import of the source would not be).
 */
export async function loadStorefront(mode: "production" | "development"): Promise<Storefront | null> {
  const serverEntry = `${buildDir}server/index.js`;
  if (!existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const apiContext = (build.entry.module as { apiContext?: Parameters<RouterContextProvider["set"]>[0] })
    .apiContext;
  if (!apiContext) throw new Error("Le build du site n'exporte pas apiContext depuis entry.server.");
  const handler = createRequestHandler(build, mode);
  return {
    clientDir: `${buildDir}client`,
    handle(request: Request, api: ApiFetch) {
      const context = new RouterContextProvider();
      context.set(apiContext, api);
      return handler(request, context);
    },
  };
}
