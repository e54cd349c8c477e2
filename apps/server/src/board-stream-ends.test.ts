import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMemoryLiveEvents } from "./services/live/live-events.ts";
import { LUNCH_TUESDAY } from "./testing/checkout-fixtures.ts";
import { readEventStream } from "./testing/event-stream-reader.ts";
import { createStaffMember } from "./testing/staff.ts";
import { openTestApi } from "./testing/test-api.ts";

/**
 * A tablet that sleeps, a customer who closes the tab: each open stream holds a listener, which
 * must go with the connection, or a busy evening leaks one per reconnection (ADR 043).
 */
describe("le flux du tableau, quand la tablette s'en va", () => {
  const live = createMemoryLiveEvents();
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let server: ReturnType<typeof serve>;
  let origin: string;
  beforeAll(async () => {
    t = await openTestApi("pglite", { live });
    t.setNow(LUNCH_TUESDAY);
    // Over a real socket: the client leaving is a closed connection, as in a kitchen.
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await live.close();
    await new Promise((resolve) => server.close(resolve));
    await t.database.close();
  });

  it("ne laisse aucun auditeur derrière elle, même après plusieurs reconnexions", async () => {
    const { token } = await createStaffMember(t.database.db, { now: t.clock() });
    // The app's own listeners (its catalogue follows `catalog` events).
    const before = live.listenerCount;
    for (let visit = 0; visit < 3; visit++) {
      const leaving = new AbortController();
      const board = readEventStream(
        await fetch(`${origin}/v2/staff/events?token=${token}`, { signal: leaving.signal }),
      );
      expect((await board.next()).event).toBe("snapshot");
      expect(live.listenerCount).toBe(before + 1);
      leaving.abort();
      await vi.waitFor(() => expect(live.listenerCount).toBe(before));
    }
  });
});
