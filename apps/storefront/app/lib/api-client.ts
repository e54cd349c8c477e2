import type { CouponPayload, DistanceResult, LocationSuggestion } from "@comptoir/contracts";
import { connection as connectionText } from "@comptoir/messages";

/**
 * The /v2 calls the browser makes itself, over HTTP. Only types come from the contracts package:
 * the server validates what it sends, and the page stays free of zod.
 */

export type ApiResult<T> = { ok: true; payload: T } | { ok: false; message: string; status: number };

async function call<T>(path: string, init?: RequestInit): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      ...init,
      headers: { accept: "application/json", ...init?.headers },
    });
    const body = (await response.json().catch(() => null)) as
      | { status: "success"; payload: T }
      | { status: "error"; message: string }
      | null;
    if (response.ok && body?.status === "success") return { ok: true, payload: body.payload };
    const message = body?.status === "error" && body.message ? body.message : connectionText.unavailable;
    return { ok: false, message, status: response.status };
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return { ok: false, message: connectionText.offline, status: 0 };
  }
}

/** GET /v2/public/offers/{coupon}, never from a cache: a code may stop being valid at any time. */
export function checkCoupon(code: string) {
  return call<CouponPayload>(`/v2/public/offers/${encodeURIComponent(code.trim())}`, { cache: "no-store" });
}

export function searchAddresses(query: string, signal?: AbortSignal) {
  return call<LocationSuggestion[]>(`/v2/public/locations/?query=${encodeURIComponent(query)}`, { signal });
}

export function measureDistance(location: string) {
  return call<DistanceResult>(`/v2/public/locations/distance?location=${encodeURIComponent(location)}`);
}

/** What goes well with the cart; an empty list whatever goes wrong (spec section 8). */
export async function recommendationsFor(
  itemIds: readonly string[],
  signal?: AbortSignal,
): Promise<string[]> {
  const result = await call<{ recommendations: { itemId: number }[] }>("/v2/recommendations", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cartItems: itemIds.map(Number), maxRecommendations: 12 }),
    signal,
  });
  return result.ok ? result.payload.recommendations.map((entry) => String(entry.itemId)) : [];
}

/** Fired when an item is added, as the spec says; its answer is not used. */
export function announceProductAdded(menuId: string): void {
  fetch(`/v2/public/products/${encodeURIComponent(menuId)}`).catch(() => {});
}
