import type { MenuPayload, OfferPayload, Setting } from "@comptoir/contracts";
import { apiErrors } from "@comptoir/messages";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "./api-context.ts";

/**
 * Reads one public /v2 resource for a loader. The payload's shape is the contract's type: the
 * server is ours and its own tests check it against the contract's zod schema, so pages do not pay
 * for parsing it again on every render.
 */
async function readPayload<T>(context: Readonly<RouterContextProvider>, path: string): Promise<T> {
  const response = await context.get(apiContext)(path);
  if (!response.ok) {
    throw new Response(apiErrors.unavailable, { status: 503 });
  }
  const envelope = (await response.json()) as { payload: T };
  return envelope.payload;
}

export const readSettings = (context: Readonly<RouterContextProvider>) =>
  readPayload<Setting[]>(context, "/v2/public/settings");
export const readMenus = (context: Readonly<RouterContextProvider>) =>
  readPayload<MenuPayload[]>(context, "/v2/public/menus");
export const readOffers = (context: Readonly<RouterContextProvider>) =>
  readPayload<OfferPayload[]>(context, "/v2/public/offers");

/**
 * The most ordered items (`GET /v2/recommendations/popular?limit=12`), as item ids. The home page
 * does well without them: any failure gives an empty list (docs/product.md#errors).
 */
export async function readPopularItemIds(
  context: Readonly<RouterContextProvider>,
  limit = 12,
): Promise<string[]> {
  try {
    const response = await context.get(apiContext)(`/v2/recommendations/popular?limit=${limit}`);
    if (!response.ok) return [];
    const envelope = (await response.json()) as { payload?: { popular?: { itemId: number }[] } };
    return (envelope.payload?.popular ?? []).map((entry) => String(entry.itemId));
  } catch {
    return [];
  }
}
