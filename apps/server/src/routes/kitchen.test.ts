import { CHECKOUT_ERROR_CODES, type KitchenLoadPayload, type KitchenQuotePayload } from "@comptoir/contracts";
import { KITCHEN_CAPACITY_SETTING } from "@comptoir/contracts/restaurant-file";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { restaurantHoursFor, slotsForDay } from "@comptoir/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { releaseUnpaidHolds } from "../services/kitchen/kitchen-load.ts";
import { restaurantOf } from "../services/restaurant.ts";
import { boardFixtures } from "../testing/board-fixtures.ts";
import { jsonRequest, LUNCH_TUESDAY, orderPayload } from "../testing/checkout-fixtures.ts";
import { createStaffMember } from "../testing/staff.ts";
import { openTestApi } from "../testing/test-api.ts";

const EVERY_DAY = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
/** Each order of two colas: 5 minutes of work (the first unit; no time for the second). */
const MAKE_TIME = { first: 5, extra: 0 };
/** Room for exactly ten such orders per window. */
const CAPACITY = 50;

/**
 * The kitchen's load (ADR 061), from outside as the checkout and the board use it: an order
 * reserves its minutes of work in its 15-minute window, never more than the window's capacity
 * whatever the concurrency; a full window is "complet" and a refused order says the next one;
 * refused, cancelled and long-unpaid orders give their work back; "dès que possible" grows with
 * the work in the kitchen and with a "coup de feu".
 */
describe.each(TEST_ENGINES)("la charge de la cuisine (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let board: Awaited<ReturnType<typeof boardFixtures>>;
  let staffToken: string;

  async function setKitchen(capacity: number | null) {
    const { db } = t.database;
    await db.update(schema.categories).set({ makeTime: MAKE_TIME });
    await db.delete(schema.settings).where(eq(schema.settings.name, KITCHEN_CAPACITY_SETTING));
    if (capacity !== null)
      await db.insert(schema.settings).values({
        name: KITCHEN_CAPACITY_SETTING,
        value: [{ days: EVERY_DAY, from: "00:00", to: "23:59", minutes: capacity }],
      });
    t.catalog.invalidate();
  }

  /** The day's pickup slots as the checkout offers them now. */
  async function pickupSlots(date = "2026-11-24") {
    const restaurant = restaurantOf(await t.catalog.snapshot());
    return slotsForDay({
      date,
      mode: "pickup",
      hours: restaurantHoursFor(restaurant.menus, "pickup"),
      settings: restaurant.scheduling,
      now: t.clock(),
      timeZone: restaurant.timeZone,
    });
  }

  const colasFor = (slot: string | null, fields: Partial<Parameters<typeof orderPayload>[0]> = {}) =>
    orderPayload({
      ...board.colas.fields,
      ...fields,
      customer: {
        ...orderPayload({ items: [] }).customer,
        date: { delivery_date: "2026-11-24", delivery_time_range: slot },
      },
    });
  const place = (payload: unknown) => t.json("/v2/public/checkout/", jsonRequest("POST", payload));
  const quote = async (lines = [{ item_id: colaId(), quantity: 2 }]) => {
    const { response, body } = await t.json(
      "/v2/public/kitchen/quote",
      jsonRequest("POST", { mode: "pickup", date: "2026-11-24", lines }),
    );
    expect(response.status).toBe(200);
    return body.payload as KitchenQuotePayload;
  };
  const colaId = () => (board.colas.fields.items[0] as { item_id: number }).item_id;
  const reservedIn = async (start: Date) => {
    const [row] = await t.database.db
      .select()
      .from(schema.kitchenWindows)
      .where(eq(schema.kitchenWindows.start, start));
    return row?.reserved ?? 0;
  };

  beforeAll(async () => {
    t = await openTestApi(engine);
    board = await boardFixtures(t);
    t.setNow(LUNCH_TUESDAY);
    staffToken = (await createStaffMember(t.database.db, { now: t.clock() })).token;
  });
  afterAll(() => t.database.close());
  beforeEach(async () => {
    t.setNow(LUNCH_TUESDAY);
    await t.database.db.execute(sql`update orders set kitchen_window = null, progress = 'completed'`);
    await t.database.db.delete(schema.kitchenWindows);
    await t.database.db.delete(schema.settings).where(eq(schema.settings.name, "kitchen.rush"));
    // The orders changed behind the app's back: its kitchen's facts are read again, as after an
    // order's change heard from the board.
    await t.live.publish({ type: "order", orderId: 0 });
    await setKitchen(CAPACITY);
  });

  it("100 commandes simultanées pour un créneau qui en tient 10 : exactement 10, les autres apprennent le suivant", async () => {
    const slots = await pickupSlots();
    const [slot, next] = slots.slice(4);
    if (!slot || !next) throw new Error("pas assez de créneaux mardi midi");
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(colasFor(slot.label))));
    const placed = answers.filter(({ response }) => response.status === 201);
    const refused = answers.filter(({ response }) => response.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const { body } of refused) {
      expect(body.code).toBe(CHECKOUT_ERROR_CODES.kitchenFull);
      expect(body.next_window).toBe(next.start.toISOString());
      expect(body.message).toContain(`Prochain créneau libre : aujourd'hui à ${next.startTime}`);
    }
    expect(await reservedIn(slot.start)).toBe(CAPACITY);
    const held = await t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.kitchenWindow, slot.start));
    expect(held).toHaveLength(10);
    expect(held.every((order) => order.kitchenLoad === MAKE_TIME.first)).toBe(true);

    // The checkout shows it "complet" for this cart, and the next one still free.
    const { full } = await quote();
    expect(full).toContain(slot.start.toISOString());
    expect(full).not.toContain(next.start.toISOString());
  });

  it("une commande refusée par la cuisine rend son temps : le créneau reprend une commande", async () => {
    const [slot] = (await pickupSlots()).slice(5);
    if (!slot) throw new Error("pas de créneau");
    const ids: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const { response, body } = await place(colasFor(slot.label));
      expect(response.status).toBe(201);
      ids.push((body.payload as { order_id: number }).order_id);
    }
    expect((await place(colasFor(slot.label))).response.status).toBe(409);
    const refused = await board.staff(staffToken, "POST", `/v2/staff/orders/${ids[0]}/actions`, {
      action: "refuse",
      reason: "Plus de pain",
    });
    expect(refused.response.status).toBe(200);
    expect(await reservedIn(slot.start)).toBe(CAPACITY - MAKE_TIME.first);
    expect((await place(colasFor(slot.label))).response.status).toBe(201);
    expect(await reservedIn(slot.start)).toBe(CAPACITY);
  });

  it("« dès que possible » recule quand la cuisine a plus de travail, et le coup de feu l'allonge aussitôt", async () => {
    await setKitchen(null);
    const before = await quote();
    expect(before.load).toBe(MAKE_TIME.first);
    const first = new Date(before.asap ?? "");
    expect(first.getTime()).toBeGreaterThan(t.clock().getTime());
    // Six cash orders for "dès que possible": 30 minutes of work ahead at one cook's pace.
    for (let n = 0; n < 6; n += 1) expect((await place(colasFor(null))).response.status).toBe(201);
    const later = new Date((await quote()).asap ?? "");
    expect(later.getTime()).toBeGreaterThan(first.getTime());

    const until = new Date(t.clock().getTime() + 60 * 60_000).toISOString();
    const rush = await board.staff(staffToken, "PUT", "/v2/staff/kitchen/rush", {
      extra_minutes: 20,
      close: false,
      until,
    });
    expect(rush.response.status).toBe(200);
    expect((rush.body.payload as KitchenLoadPayload).rush).toEqual({
      extra_minutes: 20,
      close: false,
      until,
    });
    const rushed = new Date((await quote()).asap ?? "");
    expect(rushed.getTime() - later.getTime()).toBe(20 * 60_000);
    // The order placed now is promised that time.
    const { body } = await place(colasFor(null));
    const [stored] = await t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, (body.payload as { order_id: number }).order_id));
    expect(stored?.readyAt.getTime()).toBeGreaterThanOrEqual(rushed.getTime());

    // It ends by itself at its end.
    t.setNow(new Date(new Date(until).getTime() + 60_000).toISOString());
    const load = await board.staff(staffToken, "GET", "/v2/staff/kitchen/load");
    expect((load.body.payload as KitchenLoadPayload).rush).toBeNull();
  });

  it("« dès que possible » n'est pas refusé quand sa fenêtre est pleine : il est promis pour la suivante qui a de la place", async () => {
    // Ten orders for "dès que possible" fill the window the quote falls in (the minimum time's).
    const windows = new Set<number>();
    for (let n = 0; n < 10; n += 1) {
      const { response, body } = await place(colasFor(null));
      expect(response.status).toBe(201);
      const stored = await board.storedOrder((body.payload as { order_id: number }).order_id);
      windows.add(stored.kitchenWindow?.getTime() ?? 0);
    }
    expect(windows.size).toBe(1);
    const filled = new Date([...windows][0] ?? 0);
    expect(await reservedIn(filled)).toBe(CAPACITY);

    // The eleventh is quoted, and placed, in the next window, not refused.
    const { asap, full } = await quote();
    const next = (await pickupSlots()).find((slot) => slot.start > filled);
    if (!next) throw new Error("pas de créneau après la fenêtre pleine");
    expect(asap).toBe(next.start.toISOString());
    expect(full).toContain(filled.toISOString());
    const { response, body } = await place(colasFor(null));
    expect(response.status).toBe(201);
    const stored = await board.storedOrder((body.payload as { order_id: number }).order_id);
    expect(stored.readyAt.toISOString()).toBe(next.start.toISOString());
    expect(stored.kitchenWindow?.toISOString()).toBe(next.start.toISOString());
    expect(await reservedIn(filled)).toBe(CAPACITY);
  });

  it("une rafale de « dès que possible » ne dépasse aucune fenêtre : chacune prend ce qu'elle tient, les autres apprennent le créneau suivant", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => place(colasFor(null))));
    const placed = answers.filter(({ response }) => response.status === 201);
    const refused = answers.filter(({ response }) => response.status !== 201);
    // At least the first window's ten; never a 500.
    expect(placed.length).toBeGreaterThanOrEqual(10);
    for (const { response, body } of refused) {
      expect(response.status).toBe(409);
      expect(body.code).toBe(CHECKOUT_ERROR_CODES.kitchenFull);
      expect(typeof body.next_window).toBe("string");
    }
    const windows = await t.database.db.select().from(schema.kitchenWindows);
    for (const window of windows) expect(window.reserved).toBeLessThanOrEqual(CAPACITY);
    expect(windows.reduce((sum, window) => sum + window.reserved, 0)).toBe(placed.length * MAKE_TIME.first);
  });

  it("un coup de feu qui ferme les créneaux les refuse jusqu'à sa fin, et le tableau le montre", async () => {
    const until = new Date(t.clock().getTime() + 45 * 60_000);
    const closed = await board.staff(staffToken, "PUT", "/v2/staff/kitchen/rush", {
      extra_minutes: 0,
      close: true,
      until: until.toISOString(),
    });
    expect(closed.response.status).toBe(200);
    const { windows } = closed.body.payload as KitchenLoadPayload;
    expect(windows).toHaveLength(8);
    expect(windows.filter((window) => window.closed).map((window) => new Date(window.start) < until)).toEqual(
      windows.filter((window) => window.closed).map(() => true),
    );
    expect(windows.some((window) => !window.closed && window.capacity === CAPACITY)).toBe(true);

    // A slot in the closed time is refused, with the first one after it.
    const inside = (await pickupSlots()).find((slot) => slot.start < until);
    if (!inside) throw new Error("pas de créneau pendant le coup de feu");
    const refused = await place(colasFor(inside.label));
    expect(refused.response.status).toBe(409);
    expect(refused.body.code).toBe(CHECKOUT_ERROR_CODES.kitchenFull);
    const afterRush = new Date(refused.body.next_window as string);
    expect(afterRush.getTime()).toBeGreaterThanOrEqual(until.getTime());
    // "Dès que possible" is not refused: it is promised after the closed windows.
    const asap = await place(colasFor(null));
    expect(asap.response.status).toBe(201);
    const stored = await board.storedOrder((asap.body.payload as { order_id: number }).order_id);
    expect(stored.readyAt.getTime()).toBeGreaterThanOrEqual(until.getTime());

    const ended = await board.staff(staffToken, "PUT", "/v2/staff/kitchen/rush", {
      extra_minutes: 0,
      close: false,
      until: null,
    });
    expect((ended.body.payload as KitchenLoadPayload).rush).toBeNull();
    expect((await place(colasFor(inside.label))).response.status).toBe(201);
  });

  it("le coup de feu est pour l'équipe connectée, et une demande fausse est refusée en français", async () => {
    const body = {
      extra_minutes: 10,
      close: false,
      until: new Date(t.clock().getTime() + 3_600_000).toISOString(),
    };
    const anonymous = await t.json("/v2/staff/kitchen/rush", jsonRequest("PUT", body));
    expect(anonymous.response.status).toBe(401);
    expect((await t.json("/v2/staff/kitchen/load")).response.status).toBe(401);
    const past = await board.staff(staffToken, "PUT", "/v2/staff/kitchen/rush", {
      ...body,
      until: new Date(t.clock().getTime() - 60_000).toISOString(),
    });
    expect(past.response.status).toBe(422);
    expect(past.body.message).toMatch(/dans le futur/);
    const nothing = await board.staff(staffToken, "PUT", "/v2/staff/kitchen/rush", {
      ...body,
      extra_minutes: 0,
    });
    expect(nothing.response.status).toBe(422);
    const odd = await board.staff(staffToken, "PUT", "/v2/staff/kitchen/rush", {
      ...body,
      extra_minutes: 15,
    });
    expect(odd.response.status).toBe(400);
    expect(odd.body.message).toMatch(/10, 20 ou 30/);
    const [setting] = await t.database.db
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.name, "kitchen.rush"));
    expect(setting).toBeUndefined();
  });

  it("des équipiers qui lancent un coup de feu au même moment ont chacun leur réponse, l'un d'eux l'emporte", async () => {
    const until = new Date(t.clock().getTime() + 3_600_000).toISOString();
    const asked = [10, 20, 30, 10, 20, 30, 10, 20];
    // Several rounds: on PostgreSQL the requests really run at once, and a race shows in one of them.
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        asked.map((extra) =>
          board.staff(staffToken, "PUT", "/v2/staff/kitchen/rush", {
            extra_minutes: extra,
            close: false,
            until,
          }),
        ),
      );
      expect(answers.map(({ response }) => response.status)).toEqual(asked.map(() => 200));
    }
    const settings = await t.database.db
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.name, "kitchen.rush"));
    expect(settings).toHaveLength(1);
    expect(asked).toContain((settings[0]?.value as { extra_minutes?: number } | undefined)?.extra_minutes);
  });

  it("une commande par carte impayée rend son temps au bout de 10 minutes, une seule fois", async () => {
    const unpaid = await board.cardOrder({ paid: false, confirmed: false });
    const order = await board.storedOrder(unpaid.orderId);
    const window = order.kitchenWindow;
    if (!window) throw new Error("la commande par carte ne tient pas sa place");
    expect(await reservedIn(window)).toBe(MAKE_TIME.first);
    await releaseUnpaidHolds(t.database.db, new Date(t.clock().getTime() + 9 * 60_000));
    expect(await reservedIn(window)).toBe(MAKE_TIME.first);
    await releaseUnpaidHolds(t.database.db, new Date(t.clock().getTime() + 11 * 60_000));
    expect(await reservedIn(window)).toBe(0);
    expect((await board.storedOrder(unpaid.orderId)).kitchenWindow).toBeNull();
    // A cash order in the same window keeps its place when the sweep runs again.
    const { response } = await place(colasFor(null));
    expect(response.status).toBe(201);
    const cashWindow = (await t.database.db.select().from(schema.kitchenWindows))[0]?.start;
    await releaseUnpaidHolds(t.database.db, new Date(t.clock().getTime() + 12 * 60_000));
    expect(cashWindow ? await reservedIn(cashWindow) : 0).toBe(MAKE_TIME.first);
  });

  it("sans temps de préparation, rien ne change : aucun créneau complet, le délai minimum", async () => {
    await t.database.db.update(schema.categories).set({ makeTime: null });
    t.catalog.invalidate();
    const { load, asap, full } = await quote();
    expect(load).toBe(0);
    expect(full).toEqual([]);
    expect(new Date(asap ?? "").getTime() - t.clock().getTime()).toBe(15 * 60_000);
    const { response, body } = await place(colasFor(null));
    expect(response.status).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, (body.payload as { order_id: number }).order_id));
    expect(stored?.kitchenLoad).toBe(0);
    expect(stored?.kitchenWindow).toBeNull();
    expect(await t.database.db.select().from(schema.kitchenWindows)).toEqual([]);
  });
});
