import type { ChildProcess } from "node:child_process";
import {
  BOARD_EVENTS,
  boardOrderSchema,
  boardStateSchema,
  ORDER_EVENTS,
  orderProgressEventSchema,
  placedOrderPayloadSchema,
} from "@comptoir/contracts";
import { type Database, LISTENER_APPLICATION_NAME, openDatabase } from "@comptoir/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  demoCatalogueIds,
  demoPrices,
  LUNCH_TUESDAY,
  orderPayload,
  twoColas,
} from "./testing/checkout-fixtures.ts";
import { readEventStream } from "./testing/event-stream-reader.ts";
import { dataPlaceFor, freePort, startServer, stopServer, type Where } from "./testing/server-process.ts";
import { createStaffMember, staffBearer } from "./testing/staff.ts";

// Two real starts on PostgreSQL (migrations, the demo's seeding) on a busy 2-core machine.
const TWO_PROCESSES_MS = 120_000;

/**
 * The test: two server processes on one PostgreSQL, a board connected to one of them, an
 * order placed through the other (ADR 043). Each process keeps its own listeners in memory: only
 * LISTEN/NOTIFY can carry the order across.
 */
describe("deux processus serveur sur PostgreSQL", { tags: ["postgres"] }, () => {
  let where: Where;
  let database: Database;
  const running: ChildProcess[] = [];
  let placing: string;
  let boarding: string;
  beforeAll(async () => {
    where = await dataPlaceFor("postgres");
    const env = { ...where.env, CLOCK_START: LUNCH_TUESDAY };
    const [portA, portB] = [await freePort(), await freePort()];
    // One after the other: the first seeds the demo, the second finds it there.
    running.push(await startServer(portA, env));
    running.push(await startServer(portB, env));
    placing = `http://127.0.0.1:${portA}`;
    boarding = `http://127.0.0.1:${portB}`;
    database = await openDatabase({ engine: "postgres", url: where.env.DATABASE_URL ?? "", poolSize: 2 });
  }, TWO_PROCESSES_MS);
  afterAll(async () => {
    for (const child of running) await stopServer(child);
    await database?.close();
    await where?.cleanup();
  }, TWO_PROCESSES_MS);

  it(
    "un tableau dont le processus a perdu son écoute reçoit tout l'état à nouveau, commande manquée comprise",
    async () => {
      const { token } = await createStaffMember(database.db, { now: new Date(LUNCH_TUESDAY) });
      const board = readEventStream(await fetch(`${boarding}/v2/staff/events?token=${token}`));
      expect((await board.next()).event).toBe(BOARD_EVENTS.snapshot);

      // Every listening connection of the shop is cut (a PostgreSQL failover, a network blip)...
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      // ...and an order comes in at once, its NOTIFY heard by nobody, or by B once listening again.
      const colas = twoColas(await demoCatalogueIds(database.db), await demoPrices(database.db));
      const placed = await fetch(`${placing}/v2/public/checkout/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(orderPayload(colas.fields)),
      });
      expect(placed.status).toBe(201);
      const { order_id: orderId } = placedOrderPayloadSchema.parse(
        ((await placed.json()) as { payload: unknown }).payload,
      );

      // B listens again and its board is sent the whole state: nothing stays silently stale.
      const resent = await board.next((event) => event.event === BOARD_EVENTS.snapshot);
      const onBoard = boardStateSchema.parse(resent.data).orders.map((order) => order.id);
      if (!onBoard.includes(orderId)) {
        // Placed after B listened again: then it came, or comes, as a change.
        const arrived = await board.next(
          (event) => event.event === BOARD_EVENTS.order && (event.data as { id?: number }).id === orderId,
        );
        expect(boardOrderSchema.parse(arrived.data).id).toBe(orderId);
      }
      await board.cancel();
    },
    TWO_PROCESSES_MS,
  );

  it(
    "une session fermée par l'un ferme aussitôt ses flux chez l'autre, comme un équipier retiré",
    async () => {
      const now = new Date(LUNCH_TUESDAY);
      const leaving = await createStaffMember(database.db, { now });
      const owner = await createStaffMember(database.db, { role: "owner", now });
      const removed = await createStaffMember(database.db, { now });
      const leavingBoard = readEventStream(await fetch(`${boarding}/v2/staff/events?token=${leaving.token}`));
      const removedBoard = readEventStream(await fetch(`${boarding}/v2/staff/events?token=${removed.token}`));
      expect((await leavingBoard.next()).event).toBe(BOARD_EVENTS.snapshot);
      expect((await removedBoard.next()).event).toBe(BOARD_EVENTS.snapshot);

      const logout = await fetch(`${placing}/v2/staff/auth/logout`, {
        method: "POST",
        headers: staffBearer(leaving.token),
      });
      expect(logout.status).toBe(200);
      expect(await leavingBoard.rest()).toEqual([]);

      const removal = await fetch(`${placing}/v2/staff/team/${removed.member.id}`, {
        method: "DELETE",
        headers: staffBearer(owner.token),
      });
      expect(removal.status).toBe(200);
      expect(await removedBoard.rest()).toEqual([]);
      // Their reconnection, to either process, is refused: the board shows its login.
      expect((await fetch(`${boarding}/v2/staff/events?token=${removed.token}`)).status).toBe(401);
    },
    TWO_PROCESSES_MS,
  );

  it(
    "une commande passée par l'un paraît sur le tableau branché à l'autre, et son statut revient au client",
    async () => {
      const { token } = await createStaffMember(database.db, { now: new Date(LUNCH_TUESDAY) });
      const board = readEventStream(await fetch(`${boarding}/v2/staff/events?token=${token}`));
      expect((await board.next()).event).toBe(BOARD_EVENTS.snapshot);

      const colas = twoColas(await demoCatalogueIds(database.db), await demoPrices(database.db));
      const order = orderPayload(colas.fields);
      const placed = await fetch(`${placing}/v2/public/checkout/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(order),
      });
      expect(placed.status).toBe(201);
      const { order_id: orderId } = placedOrderPayloadSchema.parse(
        ((await placed.json()) as { payload: unknown }).payload,
      );
      const arrived = await board.next(
        (event) => event.event === BOARD_EVENTS.order && (event.data as { id?: number }).id === orderId,
      );
      expect(boardOrderSchema.parse(arrived.data)).toMatchObject({ id: orderId, progress: "placed" });

      // The other way: accepted on the board of B, seen on the customer's page served by A.
      const customer = readEventStream(
        await fetch(`${placing}/v2/public/checkout/orders/${orderId}/events?local_id=${order.local_id}`),
      );
      expect(orderProgressEventSchema.parse((await customer.next()).data).progress).toBe("placed");
      const accepted = await fetch(`${boarding}/v2/staff/orders/${orderId}/actions`, {
        method: "POST",
        headers: { ...staffBearer(token), "Content-Type": "application/json" },
        body: JSON.stringify({ action: "accept" }),
      });
      expect(accepted.status).toBe(200);
      const progress = await customer.next((event) => event.event === ORDER_EVENTS.progress);
      expect(orderProgressEventSchema.parse(progress.data).progress).toBe("accepted");
      await customer.cancel();

      // Stopping B with the board still connected: the stream ends, the process exits cleanly.
      const stopped = stopServer(running[1] as ChildProcess);
      await board.rest();
      expect(await stopped).toBe(0);
    },
    TWO_PROCESSES_MS,
  );
});
