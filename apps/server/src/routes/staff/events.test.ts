import { randomUUID } from "node:crypto";
import {
  BOARD_EVENTS,
  boardOrderSchema,
  boardPauseSchema,
  boardStateSchema,
  ORDER_EVENTS,
  orderProgressEventSchema,
} from "@comptoir/contracts";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { boardFixtures, readEvents } from "../../testing/board-fixtures.ts";
import { LUNCH_TUESDAY } from "../../testing/checkout-fixtures.ts";
import { readEventStream } from "../../testing/event-stream-reader.ts";
import { createStaffMember, STAFF_TEST_PASSWORD } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

describe.each(TEST_ENGINES)("les flux d'événements du tableau et du client (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let shop: Awaited<ReturnType<typeof boardFixtures>>;
  let token: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    shop = await boardFixtures(t);
    token = (await createStaffMember(t.database.db, { name: "Karim", now: t.clock() })).token;
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  it("envoie l'état du tableau, puis une commande passée après la connexion", async () => {
    const before = await shop.cashOrder();
    const response = await t.api.request(`/v2/staff/events?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    let placed: ReturnType<typeof shop.cashOrder> | null = null;
    const events = await readEvents(response, (heard) => {
      // Placed once the board has its snapshot: it must arrive as a change, not in the snapshot.
      if (heard.length > 0 && placed === null) placed = shop.cashOrder();
      return heard.some((event) => event.event === BOARD_EVENTS.order);
    });
    const after = await (placed as ReturnType<typeof shop.cashOrder> | null);
    expect(events[0]?.event).toBe(BOARD_EVENTS.snapshot);
    const snapshot = boardStateSchema.parse(events[0]?.data);
    expect(snapshot.orders.map((order) => order.id)).toContain(before.orderId);
    expect(snapshot.orders.map((order) => order.id)).not.toContain(after?.orderId);
    const arrived = events.find((event) => event.event === BOARD_EVENTS.order);
    expect(boardOrderSchema.parse(arrived?.data)).toMatchObject({ id: after?.orderId, progress: "placed" });
  });

  it("dit l'heure du restaurant et la pause en cours, puis chaque pause commencée ou finie", async () => {
    const stream = readEventStream(await t.api.request(`/v2/staff/events?token=${token}`));
    const first = await stream.next();
    expect(first.event).toBe(BOARD_EVENTS.snapshot);
    const snapshot = boardStateSchema.parse(first.data);
    // The shop's clock, not the machine's: the board's timers run from it.
    expect(snapshot.now).toBe(new Date(LUNCH_TUESDAY).toISOString());
    expect(snapshot.pause).toEqual({ ordering: null, delivery: null });

    const until = new Date(t.clock().getTime() + 30 * 60_000).toISOString();
    const paused = await shop.staff(token, "PUT", "/v2/staff/pause", {
      scope: "ordering",
      until,
      reason: "Coupure de gaz",
    });
    expect(paused.response.status).toBe(200);
    const heard = boardPauseSchema.parse(
      (await stream.next((event) => event.event === BOARD_EVENTS.pause)).data,
    );
    expect(heard.pause.ordering).toEqual({ until, reason: "Coupure de gaz" });

    await shop.staff(token, "PUT", "/v2/staff/pause", { scope: "ordering", until: null });
    const resumed = boardPauseSchema.parse(
      (await stream.next((event) => event.event === BOARD_EVENTS.pause)).data,
    );
    expect(resumed.pause.ordering).toBeNull();
    await stream.cancel();
  });

  it("ne compresse ni ne retient le flux derrière compress()", async () => {
    const response = await t.app.request(`/v2/staff/events?token=${token}`, {
      headers: { "Accept-Encoding": "gzip, deflate" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    const events = await readEvents(response, (heard) => heard.length > 0);
    expect(events[0]?.event).toBe(BOARD_EVENTS.snapshot);
  });

  it("dit au client où en est sa commande, puis chaque changement, sans le nom de l'équipier", async () => {
    const { orderId, localId } = await shop.cashOrder();
    const wrongKey = await t.api.request(
      `/v2/public/checkout/orders/${orderId}/events?local_id=${randomUUID()}`,
    );
    expect(wrongKey.status).toBe(404);
    const response = await t.api.request(`/v2/public/checkout/orders/${orderId}/events?local_id=${localId}`);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    let accepting: Promise<unknown> | null = null;
    const events = await readEvents(response, (heard) => {
      if (heard.length > 0 && accepting === null) {
        accepting = shop.staff(token, "POST", `/v2/staff/orders/${orderId}/actions`, { action: "accept" });
      }
      return heard.length >= 2;
    });
    await accepting;
    expect(events.map((event) => event.event)).toEqual([ORDER_EVENTS.progress, ORDER_EVENTS.progress]);
    expect(orderProgressEventSchema.parse(events[0]?.data).progress).toBe("placed");
    const accepted = orderProgressEventSchema.parse(events[1]?.data);
    expect(accepted.progress).toBe("accepted");
    expect(accepted.history.map((event) => [event.progress, event.by])).toEqual([
      ["placed", null],
      ["accepted", null],
    ]);
    expect(accepted.ready_at).toBe((await shop.storedOrder(orderId)).readyAt.toISOString());
  });

  it("ferme à l'instant le flux d'une session déconnectée : plus aucune commande n'y passe", async () => {
    const { token: leaving } = await createStaffMember(t.database.db, { now: t.clock() });
    const stream = readEventStream(await t.api.request(`/v2/staff/events?token=${leaving}`));
    expect((await stream.next()).event).toBe(BOARD_EVENTS.snapshot);
    const logout = await shop.staff(leaving, "POST", "/v2/staff/auth/logout");
    expect(logout.response.status).toBe(200);
    await shop.cashOrder();
    // The stream ends by itself, with nothing after the logout.
    expect(await stream.rest()).toEqual([]);
    // And its reconnection gets the 401 that sends the board to its login.
    expect((await t.api.request(`/v2/staff/events?token=${leaving}`)).status).toBe(401);
  });

  it("ferme à l'instant les flux d'un équipier retiré de l'équipe, pas ceux des autres", async () => {
    const owner = await createStaffMember(t.database.db, { role: "owner", now: t.clock() });
    const removed = await createStaffMember(t.database.db, { now: t.clock() });
    const stream = readEventStream(await t.api.request(`/v2/staff/events?token=${removed.token}`));
    const staying = readEventStream(await t.api.request(`/v2/staff/events?token=${token}`));
    expect((await stream.next()).event).toBe(BOARD_EVENTS.snapshot);
    expect((await staying.next()).event).toBe(BOARD_EVENTS.snapshot);
    const removal = await shop.staff(owner.token, "DELETE", `/v2/staff/team/${removed.member.id}`);
    expect(removal.response.status).toBe(200);
    const placed = await shop.cashOrder();
    expect(await stream.rest()).toEqual([]);
    // The team's other boards still hear the new order.
    expect(await staying.next((event) => event.event === BOARD_EVENTS.order)).toMatchObject({
      data: { id: placed.orderId },
    });
    await staying.cancel();
  });

  it("un mot de passe changé ferme à l'instant les flux de ses autres sessions, pas celui où il l'a été", async () => {
    const changing = await createStaffMember(t.database.db, { now: t.clock() });
    const login = await t.api.request("/v2/staff/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.8.0.1" },
      body: JSON.stringify({ email: changing.member.email, password: STAFF_TEST_PASSWORD }),
    });
    const otherToken = ((await login.json()) as { payload: { token: string } }).payload.token;
    const other = readEventStream(await t.api.request(`/v2/staff/events?token=${otherToken}`));
    const here = readEventStream(await t.api.request(`/v2/staff/events?token=${changing.token}`));
    expect((await other.next()).event).toBe(BOARD_EVENTS.snapshot);
    expect((await here.next()).event).toBe(BOARD_EVENTS.snapshot);
    const change = await shop.staff(changing.token, "POST", "/v2/staff/auth/password", {
      current_password: STAFF_TEST_PASSWORD,
      password: "cumin-et-sumac",
    });
    expect(change.response.status).toBe(200);
    const placed = await shop.cashOrder();
    expect(await other.rest()).toEqual([]);
    expect(await here.next((event) => event.event === BOARD_EVENTS.order)).toMatchObject({
      data: { id: placed.orderId },
    });
    await here.cancel();
  });
});
