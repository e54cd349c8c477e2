import type { ChildProcess } from "node:child_process";
import { sessionPayloadSchema } from "@comptoir/contracts";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, describe, expect, it } from "vitest";
import { newCustomer } from "./testing/accounts.ts";
import { dataPlaceFor, freePort, startServer, stopServer, type Where } from "./testing/server-process.ts";

/**
 * Accounts live in the database, not in the process: an account made and confirmed before a
 * restart logs in after it, and its session is still open (PGlite's data folder, PostgreSQL).
 */
describe.each(TEST_ENGINES)("un compte survit au redémarrage du serveur (%s)", (engine) => {
  const running: ChildProcess[] = [];
  let where: Where | null = null;
  afterAll(async () => {
    for (const child of running) await stopServer(child);
    await where?.cleanup();
  });

  it("se connecte après le redémarrage, et sa session ouverte avant tient toujours", async () => {
    where = await dataPlaceFor(engine);
    const env = { ...where.env, DEV_MAILBOX: "1" };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const call = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}/v2/public/auth/${path}`, {
        ...init,
        headers: { "content-type": "application/json", ...init.headers },
      });
      return { status: response.status, body: (await response.json()) as { payload?: unknown } };
    };
    const details = newCustomer(`redemarrage-${engine}`);

    const first = await startServer(port, env);
    running.push(first);
    expect((await call("signup/", { method: "POST", body: JSON.stringify(details) })).status).toBe(202);
    // The customer reads the code where the demo shows mail: the development mailbox.
    const mailbox = await (await fetch(`${base}/dev/mailbox`)).text();
    const code = mailbox.match(/Votre code à 6 chiffres est : (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call(`verify-otp/?email=${encodeURIComponent(details.email)}&otp=${code}`);
    expect(verified.status).toBe(200);
    const { token } = sessionPayloadSchema.parse(verified.body.payload);
    expect(await stopServer(first)).toBe(0);

    const second = await startServer(port, env);
    running.push(second);
    const login = await call("login/", {
      method: "POST",
      body: JSON.stringify({ email: details.email, password: details.password }),
    });
    expect(login.status).toBe(200);
    expect((await call("profile", { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect(await stopServer(second)).toBe(0);
  }, 180_000);
});
