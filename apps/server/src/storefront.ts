import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { LocaleSettings } from "@comptoir/messages";
import { serverFailures } from "@comptoir/messages";
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
  inlineStylesheetContext?: RouterContext<string | undefined>;
  siteConfig?: { i18n: LocaleSettings; analytics?: { tagManager: boolean } };
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
  const { apiContext, clockContext, cspNonceContext, inlineStylesheetContext, siteConfig } = build.entry
    .module as StorefrontEntry;
  if (!apiContext || !clockContext || !cspNonceContext || !inlineStylesheetContext)
    throw new Error(serverFailures.storefrontBuildIncomplete);
  const clientDir = `${buildDir}client`;
  const stylesheet = readStylesheet(build, clientDir);
  const handler = createRequestHandler(build, mode);
  return {
    clientDir,
    styleHashes: stylesheet ? [stylesheet.hash] : [],
    ...(siteConfig ? { i18n: siteConfig.i18n } : {}),
    tagManager: siteConfig?.analytics?.tagManager === true,
    handle(request, { api, clock, nonce }) {
      const context = new RouterContextProvider();
      context.set(apiContext, api);
      context.set(clockContext, clock);
      context.set(cspNonceContext, nonce);
      context.set(inlineStylesheetContext, stylesheet?.text);
      return handler(request, context);
    },
  };
}

/**
 * The built stylesheet that pages inline in their head (root.tsx exports its address), with the
 * hash the page's policy names to allow it. Read once at start: the build does not change under a
 * running server.
 */
function readStylesheet(build: ServerBuild, clientDir: string): { text: string; hash: string } | null {
  const href = (build.routes.root?.module as { stylesheetHref?: unknown } | undefined)?.stylesheetHref;
  if (typeof href !== "string" || !href.startsWith("/")) return null;
  const file = `${clientDir}${href}`;
  if (!existsSync(file)) return null;
  const text = readFileSync(file, "utf8");
  return { text, hash: `sha256-${createHash("sha256").update(text).digest("base64")}` };
}
