import type { ChildProcess } from "node:child_process";
import type { MenuPayload } from "@comptoir/contracts";
import { openDatabase, seedRestaurantIfEmpty } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { serverLog } from "@comptoir/messages";
import { afterAll, describe, expect, it } from "vitest";
import { replaceDraft } from "./services/catalogue/draft-store.ts";
import { ensureFirstVersion } from "./services/catalogue/publishing.ts";
import { largeCatalogue, repriced } from "./testing/large-catalogue.ts";
import { dataPlaceFor, freePort, startServer, stopServer, type Where } from "./testing/server-process.ts";
import { createStaffMember, staffBearer } from "./testing/staff.ts";

/**
 * "Customers see the old catalogue or the new one, never a mix" (ADR 051): a publish of 1,000
 * dishes, each repriced, is held by the server's test hook once all its rows are written and
 * before its commit; the process is killed there (SIGKILL), restarted on the same data, and the
 * menus must be wholly the old ones; a publish after the restart makes them wholly the new ones.
 * On PGlite (a data folder) and on PostgreSQL (a database of its own) when DATABASE_URL is set.
 */

const SHOP_CLOCK_START = "2026-11-24T11:00:00Z";
const RAISE_CENTS = 30;
// Three real starts and the seed of 1,000 dishes, on a busy 2-core machine.
const SCENARIO_MS = 240_000;

/** Every dish of the menus payload, by id: its name and both prices. */
async function dishes(base: string): Promise<Map<number, string>> {
  const answer = (await (await fetch(`${base}/v2/public/menus`)).json()) as { payload: MenuPayload[] };
  const found = new Map<number, string>();
  for (const menu of answer.payload)
    for (const category of menu.categories)
      for (const item of category.items)
        found.set(
          item.item_id,
          `${item.item_name} ${item.item_price.price_pickup} ${item.item_price.price_delivery}`,
        );
  return found;
}

/** Resolves when the server's output says `line`. */
function heard(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(line)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
  });
}

describe.each(TEST_ENGINES)("arrêt brutal pendant une publication de la carte (%s)", (engine) => {
  const running: ChildProcess[] = [];
  let where: Where | null = null;
  afterAll(async () => {
    for (const child of running) await stopServer(child);
    await where?.cleanup();
  });

  it(
    "après un SIGKILL avant la validation, la carte est toute l'ancienne ; publiée ensuite, toute la nouvelle",
    async () => {
      where = await dataPlaceFor(engine);
      const now = new Date(SHOP_CLOCK_START);
      const catalogue = largeCatalogue(1_000);
      // Before any server: the shop, its version 1, a draft repricing every dish, an owner.
      const database = await openDatabase(
        where.env.DATABASE_URL
          ? { engine: "postgres", url: where.env.DATABASE_URL, poolSize: 1 }
          : { engine: "pglite", dataDir: where.env.DATA_DIR ?? "" },
      );
      let token: string;
      try {
        await seedRestaurantIfEmpty(database.db, catalogue);
        await ensureFirstVersion(database.db, now, true);
        await replaceDraft(database.db, repriced(catalogue, RAISE_CENTS), null, now);
        token = (await createStaffMember(database.db, { role: "owner", now })).token;
      } finally {
        await database.close();
      }
      const env = { ...where.env, CLOCK_START: SHOP_CLOCK_START };
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const publish = () =>
        fetch(`${base}/v2/staff/catalogue/publish`, {
          method: "POST",
          headers: { "content-type": "application/json", ...staffBearer(token) },
          body: JSON.stringify({ confirm_warnings: true }),
        });

      const first = await startServer(port, { ...env, COMPTOIR_TEST_HOLD_PUBLISH: "1" });
      running.push(first);
      const before = await dishes(base);
      expect(before.size).toBeGreaterThanOrEqual(900);
      const held = heard(first, serverLog.publishHeldForTest);
      // Never answered: the process dies with the transaction open.
      const unanswered = publish().catch(() => null);
      await held;
      expect(await stopServer(first, "SIGKILL")).toBeNull();
      expect(first.signalCode).toBe("SIGKILL");
      expect(await unanswered).toBeNull();

      const second = await startServer(port, env);
      running.push(second);
      expect(await dishes(base)).toEqual(before);

      const published = await publish();
      expect(published.status).toBe(201);
      const after = await dishes(base);
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const [id, dish] of after) expect(dish).not.toBe(before.get(id));
      expect(await stopServer(second)).toBe(0);
    },
    SCENARIO_MS,
  );
});
