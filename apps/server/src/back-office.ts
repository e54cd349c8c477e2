import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { ApiFetch, BackOffice } from "./app.ts";

interface BackOfficeEntry {
  apiContext?: RouterContext<ApiFetch>;
  clockContext?: RouterContext<() => Date>;
  cspNonceContext?: RouterContext<string | undefined>;
}

const buildDir = fileURLToPath(new URL("../../back-office/build/", import.meta.url));

/**
 * The back office's server build (apps/back-office, ADR 045), served under /admin by this same
 * process. Its root loader finds the in-process API and the shop's clock, and its pages their nonce, in the router
 * context, under the keys the build exports from its server entry. The build is imported at the
 * first /admin request, not at the start: a team's pages are a few requests a minute, and
 * customers' pages never need its modules in memory (ADR 077).
 */
export async function loadBackOffice(mode: "production" | "development"): Promise<BackOffice | null> {
  const serverEntry = `${buildDir}server/index.js`;
  if (!existsSync(serverEntry)) return null;
  let loaded: Promise<BackOffice["handle"]> | null = null;
  const handler = async (): Promise<BackOffice["handle"]> => {
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const { apiContext, clockContext, cspNonceContext } = build.entry.module as BackOfficeEntry;
    if (!apiContext || !clockContext || !cspNonceContext)
      throw new Error(
        "Le build de l'espace équipe n'exporte pas apiContext, clockContext et cspNonceContext depuis entry.server.",
      );
    const handle = createRequestHandler(build, mode);
    return (request, { api, clock, nonce }) => {
      const context = new RouterContextProvider();
      context.set(apiContext, api);
      context.set(clockContext, clock);
      context.set(cspNonceContext, nonce);
      return handle(request, context);
    };
  };
  return {
    clientDir: `${buildDir}client`,
    async handle(request, services) {
      // A failed import is tried again at the next request rather than kept.
      loaded ??= handler().catch((error: unknown) => {
        loaded = null;
        throw error;
      });
      return (await loaded)(request, services);
    },
  };
}
