import type { ChildProcess } from "node:child_process";
import { BOARD_EVENTS } from "@comptoir/contracts";
import { openDatabase } from "@comptoir/db";
import { afterAll, describe, expect, it } from "vitest";
import { LUNCH_TUESDAY } from "./testing/checkout-fixtures.ts";
import { readEventStream } from "./testing/event-stream-reader.ts";
import { dataPlaceFor, freePort, startServer, stopServer, type Where } from "./testing/server-process.ts";
import { createStaffMember } from "./testing/staff.ts";

// A real start on a new data folder (initdb, migrations, the demo's seeding) on a busy machine.
const ONE_START_MS = 120_000;

/**
 * A board stays connected all service long: stopping the server (a deploy, Ctrl+C) must end its
 * stream rather than wait for it, or the stop would hang until the tablet goes away (ADR 043).
 */
describe("l'arrêt du serveur avec un tableau branché (PGlite)", () => {
  let where: Where | undefined;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child) await stopServer(child, "SIGKILL");
    await where?.cleanup();
  }, ONE_START_MS);

  it(
    "termine le flux du tableau et s'arrête proprement",
    async () => {
      where = await dataPlaceFor("pglite");
      // The member first: one process at a time opens a PGlite folder.
      const database = await openDatabase({ engine: "pglite", dataDir: where.env.DATA_DIR ?? "" });
      const { token } = await createStaffMember(database.db, { now: new Date(LUNCH_TUESDAY) });
      await database.close();
      const port = await freePort();
      child = await startServer(port, { ...where.env, CLOCK_START: LUNCH_TUESDAY });
      const board = readEventStream(await fetch(`http://127.0.0.1:${port}/v2/staff/events?token=${token}`));
      expect((await board.next()).event).toBe(BOARD_EVENTS.snapshot);

      const stopped = stopServer(child);
      // The server ends the stream itself: the client did not leave.
      await board.rest();
      expect(await stopped).toBe(0);
    },
    ONE_START_MS,
  );
});
