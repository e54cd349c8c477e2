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
          setupRequest: (request) => {
            const body = bodies[next++ % bodies.length];
            return { ...request, body: JSON.stringify({ ...body, local_id: randomUUID() }) };
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
