import { connect } from "node:net";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { apiErrors } from "@comptoir/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderTableCounts } from "../testing/checkout-fixtures.ts";
import { startLocalServer } from "../testing/local-server.ts";
import { openTestApi } from "../testing/test-api.ts";

/**
 * Sends a request's head and the first part of its body over a raw socket, and reads everything
 * the server answers until it closes the connection.
 */
function sendTooMuch(url: string, head: string, firstPart: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head + firstPart));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("error", reject);
    // Resolves only when the server closes the connection: a kept-alive socket fails the test.
    socket.on("close", () => resolve(answer));
  });
}

describe.each(TEST_ENGINES.slice(0, 1))("un corps trop gros (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    t = await openTestApi(engine);
    server = await startLocalServer(t.app);
  });
  afterAll(async () => {
    await server.close();
    await t.database.close();
  });

  const expectRefusedAndClosed = (answer: string) => {
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(head).not.toMatch(/keep-alive/i);
    expect(JSON.parse(body)).toEqual({
      status: "error",
      code: "payload_too_large",
      message: apiErrors.payloadTooLarge,
    });
  };

  it("annoncé par Content-Length : 413 en français, Connection: close, sans lire le reste", async () => {
    const before = await orderTableCounts(t.database.db);
    const answer = await sendTooMuch(
      server.url,
      "POST /v2/public/checkout/ HTTP/1.1\r\nHost: boutique\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n",
      `{"local_id":"${"x".repeat(1000)}`,
    );
    expectRefusedAndClosed(answer);
    expect(await orderTableCounts(t.database.db)).toEqual(before);
  });

  it("envoyé par morceaux sans longueur : 413 dès la limite passée, puis la connexion fermée", async () => {
    const chunk = "a".repeat(16 * 1024);
    const chunks = Array.from({ length: 6 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join("");
    const answer = await sendTooMuch(
      server.url,
      "POST /v2/recommendations HTTP/1.1\r\nHost: boutique\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
      chunks,
    );
    expectRefusedAndClosed(answer);
  });
});
