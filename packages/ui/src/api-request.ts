import type { PricedCartPayload } from "@comptoir/contracts";
import { connection as connectionText } from "@comptoir/messages";

/**
 * A /v2 call the browser makes itself, over HTTP: the storefront's (cart, address search,
 * checkout, accounts) and the back office's (the staff API). Only types come from the contracts
 * package: the server validates what it sends, and the pages stay free of zod (ADR 014).
 *
 * A failure keeps the server's French `message` and stable `code` (the page shows the message), and
 * a `price_changed` refusal its re-priced `cart`. Offline or an unreadable answer gives a French
 * message too, never an exception; only an abort the caller asked for is thrown.
 */
export type ApiResult<T> =
  | { ok: true; status: number; payload: T }
  | {
      ok: false;
      status: number;
      code: string | null;
      message: string;
      cart?: PricedCartPayload;
      /** What else the refusal carries to act on it (a stale save's `current` thing). */
      details?: Record<string, unknown>;
    };

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

type ErrorBody = {
  status: "error";
  message?: string;
  code?: string;
  cart?: PricedCartPayload;
  [detail: string]: unknown;
};

/** The session a call is made for: `Authorization: Bearer` and `x-user`, as the customers' API reads them. */
export interface CallSession {
  token: string;
  userId: number;
}

export interface CallOptions {
  body?: unknown;
  /** A file sent as it is, with its own type (a restaurant's .zip archive), instead of a JSON body. */
  file?: Blob;
  signal?: AbortSignal;
  session?: CallSession | null;
}

export const defaultFetcher: Fetcher = (input, init) => fetch(input, init);

/** One /v2 call, its answer read as `ApiResult`: the one place that speaks HTTP to the server. */
export async function request<T>(
  fetcher: Fetcher,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const { body, file, signal, session } = options;
  let response: Response;
  try {
    response = await fetcher(path, {
      method,
      // Every call here is about this visitor now (a coupon may expire, an order moves on): never
      // answered from a cache. Public reads go through the loaders instead.
      cache: "no-store",
      headers: {
        accept: "application/json",
        ...(file
          ? { "content-type": file.type || "application/octet-stream" }
          : body === undefined
            ? {}
            : { "content-type": "application/json" }),
        ...(session ? { authorization: `Bearer ${session.token}`, "x-user": String(session.userId) } : {}),
      },
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return { ok: false, status: 0, code: null, message: connectionText.offline };
  }
  const parsed = (await response.json().catch(() => null)) as
    | { status: "success"; payload: T }
    | ErrorBody
    | null;
  if (response.ok && parsed?.status === "success") {
    return { ok: true, status: response.status, payload: parsed.payload };
  }
  const error = parsed?.status === "error" ? parsed : null;
  const { status: _status, message, code, cart, ...details } = error ?? { status: "error" };
  return {
    ok: false,
    status: response.status,
    code: code ?? null,
    message: message || connectionText.unavailable,
    ...(cart ? { cart } : {}),
    ...(Object.keys(details).length > 0 ? { details } : {}),
  };
}
