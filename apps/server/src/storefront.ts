import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { ApiFetch, Storefront } from "./app.ts";

interface StorefrontEntry {
  apiContext?: RouterContext<ApiFetch>;
  clockContext?: RouterContext<() => Date>;
  cspNonceContext?: RouterContext<string | undefined>;
}

const buildDir = fileURLToPath(new URL("../../storefront/build/", import.meta.url));

/**
 * Loads the storefront's server build. Its loaders find the in-process API and the shop's clock in
 * the router context, under keys the build itself exports from its server entry (the same object the loaders read,
 * which a second import of the source would not be).
 */
export async function loadStorefront(mode: "production" | "development"): Promise<Storefront | null> {
  const serverEntry = `${buildDir}server/index.js`;
  if (!existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const { apiContext, clockContext, cspNonceContext } = build.entry.module as StorefrontEntry;
  if (!apiContext || !clockContext || !cspNonceContext)
    throw new Error(
      "Le build du site n'exporte pas apiContext, clockContext et cspNonceContext depuis entry.server.",
    );
  const handler = createRequestHandler(build, mode);
  return {
    clientDir: `${buildDir}client`,
    handle(request, { api, clock, nonce }) {
      const context = new RouterContextProvider();
      context.set(apiContext, api);
      context.set(clockContext, clock);
      context.set(cspNonceContext, nonce);
      return handler(request, context);
    },
  };
}
