import type { IncomingMessage } from "node:http";
import { ERROR_CODES } from "@comptoir/contracts";
import { apiErrors } from "@comptoir/messages";
import type { Context, MiddlewareHandler } from "hono";
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
  const refuse = (c: Context) => {
    c.header("Connection", "close");
    return errorResponse(c, 413, ERROR_CODES.payloadTooLarge, message);
  };
  const limited = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    // A GET or a HEAD has no body (Fetch gives them none), and asking for it made @hono/node-server
    // build a whole Request for every public read (the largest share of our code in a profile).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // A body from the network whose length its head announces (every order): compared in Node's
    // own parsed head, as Hono's middleware would, without asking for the body, which built a
    // whole Request and a stream of the socket for each order before its JSON was read.
    const head = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.headers;
    const length = head?.["content-length"];
    if (length !== undefined && head?.["transfer-encoding"] === undefined) {
      return Number.parseInt(length, 10) > maxBytes ? refuse(c) : next();
    }
    // Sent in chunks, or from inside the process: Hono counts the bytes as they come.
    return limited(c, next);
  };
}
