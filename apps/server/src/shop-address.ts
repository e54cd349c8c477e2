import { isIPv6 } from "node:net";

/** Hosts that mean "every address of this machine": a browser opens them as localhost. */
const EVERY_ADDRESS = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * The address to open in a browser for a server listening on `host` and `port` (the real port,
 * once listening): localhost for every address of the machine, brackets around an IPv6 one.
 */
export function shopAddress(host: string, port: number): string {
  const name = EVERY_ADDRESS.has(host) ? "localhost" : isIPv6(host) ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
