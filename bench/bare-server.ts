/**
 * The reference: a bare Hono route sending the same bytes as the server under test, so that a
 * throughput is read as a ratio measured in the same run. `node bench/bare-server.ts <port>
 * <file.json>`, the file mapping each path to `{ type, body }` (body in base64).
 */
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const [port, file] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(file ?? "", "utf8")) as Record<string, { type: string; body: string }>;
const app = new Hono();
for (const [path, { type, body }] of Object.entries(routes)) {
  const bytes = Buffer.from(body, "base64");
  app.get(path, (c) => c.body(bytes, 200, { "content-type": type }));
}
serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" });
