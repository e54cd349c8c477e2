import type { Setting } from "@comptoir/contracts";
import { apiErrors } from "@comptoir/messages";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "./page-context.ts";

/** The restaurant's settings (`GET /v2/public/settings`), read in-process for the root's loader. */
export async function readSettings(context: Readonly<RouterContextProvider>): Promise<Setting[]> {
  const response = await context.get(apiContext)("/v2/public/settings");
  if (!response.ok) throw new Response(apiErrors.unavailable, { status: 503 });
  return ((await response.json()) as { payload: Setting[] }).payload;
}
