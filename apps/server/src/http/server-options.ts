import type { ServerOptions } from "node:http";

/** The HTTP server's own time limits, in milliseconds (README, "Limits"). */
export interface ServerTimeouts {
  /** A client must have sent all its headers within this: a header-dripping client is dropped (408). */
  headersMs: number;
  /** …and its whole request (bodies are at most 64 KB). A stream's response is not bounded by it. */
  requestMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** How often the two first are checked: a slow client is dropped at most this late. */
  checkEveryMs: number;
}

/**
 * Set here rather than left to Node's defaults (60 s for the headers, checked every 30 s: a
 * dripping client held its socket some 90 s). Behind a load balancer, its idle timeout must stay
 * below `keepAliveMs`, or it may reuse a connection the server is closing.
 */
const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 2_000,
};

/** What `serve` passes to Node's `http.createServer`. */
export function httpServerOptions(timeouts: ServerTimeouts = SERVER_TIMEOUTS): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
}
