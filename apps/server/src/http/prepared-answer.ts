import { API_POLICY, COMMON_SECURITY_HEADERS } from "./security-headers.ts";

declare const complete: unique symbol;
/** An answer's every header, the security headers among them: made by `preparedHeaders`. */
export type PreparedHeaders = Readonly<Record<string, string>> & { readonly [complete]: true };

/** Answers built whole by their route; see `preparedAnswer`. */
const prepared = new WeakSet<Response>();

/** An answer's own headers with the security headers every answer carries: made once, reused. */
export function preparedHeaders(headers: Readonly<Record<string, string>>): PreparedHeaders {
  return Object.freeze({ ...COMMON_SECURITY_HEADERS, ...headers }) as PreparedHeaders;
}

/**
 * An answer whose every header is set here, the security headers included, and whose body is in
 * its final encoding: the middlewares that would add the first or compress the second leave it
 * alone (createApp). Its headers stay a plain record, which @hono/node-server writes as it is,
 * where touching `response.headers` afterwards would build a Headers object and copy it back out:
 * on the public reads' path, most of what our code cost per request beyond a bare route's.
 */
export function preparedAnswer(
  body: Uint8Array | string | null,
  status: number,
  headers: PreparedHeaders,
): Response {
  const response = new Response(body, { status, headers });
  prepared.add(response);
  return response;
}

export function isPreparedAnswer(response: Response): boolean {
  return prepared.has(response);
}

/** What the security headers' middleware would add to an API answer in JSON, and its type. */
const SMALL_JSON_HEADERS = preparedHeaders({
  "content-type": "application/json",
  "content-security-policy": API_POLICY,
});

/**
 * An API answer of a few dozen bytes in JSON (an order placed), as a prepared answer: not
 * compressed, as gzip gains nothing on so little (the compression middleware, not knowing its
 * length, would have run a compression stream for every order whose client accepts gzip), and
 * its headers written as they are, without a Headers object built and copied out per answer.
 */
export function smallJsonAnswer(payload: unknown, status: number): Response {
  return preparedAnswer(JSON.stringify(payload), status, SMALL_JSON_HEADERS);
}
