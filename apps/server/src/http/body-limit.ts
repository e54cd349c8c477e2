import { ERROR_CODES } from "@comptoir/contracts";
import { apiErrors } from "@comptoir/messages";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "./api-error.ts";

/**
 * Refuses a request body over `maxBytes` with 413 `payload_too_large` in French (`message`, or the
 * API's general one). The answer says
 * `Connection: close`: the rest of the body is never read (a Content-Length over the limit is
 * refused before any byte of it), so the connection cannot carry another request and Node closes
 * it after the answer; saying keep-alive and then closing left clients retrying on a dead socket.
 */
export function bodyLimited(
  maxBytes: number,
  message: string = apiErrors.payloadTooLarge,
): MiddlewareHandler {
  const limited = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header("Connection", "close");
      return errorResponse(c, 413, ERROR_CODES.payloadTooLarge, message);
    },
  });
  // A GET or a HEAD has no body (Fetch gives them none), and asking for it made @hono/node-server
  // build a whole Request for every public read (the largest share of our code in a profile).
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limited(c, next));
}
