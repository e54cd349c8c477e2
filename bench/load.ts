/**
 * One load run, in its own process so that the load generator does not share the bench's event
 * loop: `node bench/load.ts '<json LoadSpec>'` prints a JSON LoadResult on stdout. Bounded in time
 * by `seconds` (or by `amount` requests, each answered); autocannon stops by itself, or on SIGUSR2.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  /** So many requests instead of `seconds`, every one answered before the run ends. */
  amount?: number;
  /** POST bodies: each request sends the next one, with a new `local_id`. */
  bodies?: Record<string, unknown>[];
  /**
   * Each connection is a client of its own, at its own address (X-Forwarded-For, for a server run
   * with TRUST_PROXY=1), as the customers of a rush are: without it, every request is one client's.
   */
  clientPerConnection?: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** 2xx answers per second (orders placed, for the checkout). */
  okPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const spec = JSON.parse(process.argv[2] ?? "{}") as LoadSpec;
const bodies = spec.bodies ?? [];
let next = 0;
/** Drawn, so that two loads at once (two server processes on one database) are other clients. */
let clients = Math.floor(Math.random() * 65_000);
/** The address of a connection's client, given at its first request (autocannon's context is per connection). */
function addressOf(context: { address?: string }): string {
  context.address ??= `10.6.${(clients >> 8) & 255}.${clients++ & 255}`;
  return context.address;
}
const options: autocannon.Options = {
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  amount: spec.amount,
  method: spec.method ?? "GET",
  headers: bodies.length ? { "content-type": "application/json" } : {},
  requests: bodies.length
    ? [
        {
          setupRequest: (request, context) => {
            const body = bodies[next++ % bodies.length];
            const headers = spec.clientPerConnection
              ? { ...request.headers, "x-forwarded-for": addressOf(context as { address?: string }) }
              : request.headers;
            return { ...request, headers, body: JSON.stringify({ ...body, local_id: randomUUID() }) };
          },
        },
      ]
    : undefined,
};
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const run = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
  // SIGUSR2 ends the run early with its results: a load that lasts as long as something else does
  // (bench/photos.ts, while a burst of photos is encoded), `seconds` being then only its longest.
  process.once("SIGUSR2", () => run.stop());
});
const ok = result["2xx"];
const answer: LoadResult = {
  requestsPerSecond: result.requests.total / result.duration,
  okPerSecond: ok / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
process.stdout.write(`${JSON.stringify(answer)}\n`);
