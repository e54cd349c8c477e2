import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpServerOptions } from "./server-options.ts";

describe("les délais du serveur HTTP", () => {
  it("sont fixés par le serveur, et non laissés à Node", () => {
    expect(httpServerOptions()).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 2_000,
    });
  });

  describe("avec de petits délais", () => {
    let server: ReturnType<typeof serve>;
    beforeAll(async () => {
      await new Promise<void>((listening) => {
        server = serve(
          {
            fetch: new Hono().get("/", (c) => c.text("ok")).fetch,
            port: 0,
            hostname: "127.0.0.1",
            serverOptions: httpServerOptions({
              headersMs: 200,
              requestMs: 400,
              keepAliveMs: 100,
              checkEveryMs: 50,
            }),
          },
          () => listening(),
        );
      });
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it("coupe un client qui envoie ses en-têtes au compte-gouttes", async () => {
      const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
      // Writes racing the server's close may fail: what matters is what it answered.
      socket.on("error", () => undefined);
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString();
      });
      socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
      // One more header line now and then, never the blank line that ends them.
      const drip = setInterval(() => socket.write("X-Goutte: 1\r\n"), 20);
      await new Promise((closed) => socket.on("close", closed));
      clearInterval(drip);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    });
  });
});
