import {
  availabilityEntrySchema,
  availabilityStateListSchema,
  type MenuPayload,
  pauseStateSchema,
} from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LiveEvent } from "../../services/live/live-events.ts";
import {
  DELIVERY_ADDRESS,
  type DemoCatalogueIds,
  type DemoPrices,
  demoCatalogueIds,
  demoPrices,
  jsonRequest,
  LUNCH_TUESDAY,
  orderPayload,
  twoColas,
} from "../../testing/checkout-fixtures.ts";
import { createStaffMember, customerToken, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

describe.each(TEST_ENGINES)("épuisé, masqué et pauses /v2/staff (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let ids: DemoCatalogueIds;
  let prices: DemoPrices;
  let staff: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    ids = await demoCatalogueIds(t.database.db);
    prices = await demoPrices(t.database.db);
  });
  afterAll(() => t.database.close());
  beforeEach(async () => {
    t.setNow(LUNCH_TUESDAY);
    staff = (await createStaffMember(t.database.db, { role: "staff", now: t.clock() })).token;
  });

  const call = (method: string, path: string, body?: unknown, token: string | null = staff) =>
    t.json(`/v2/staff/${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(token ? staffBearer(token) : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const menus = async () => (await t.json("/v2/public/menus")).body.payload as MenuPayload[];
  const itemsOf = (payload: MenuPayload[]) =>
    payload.flatMap((menu) => menu.categories.flatMap((category) => category.items));
  const itemIn = async (key: string) =>
    itemsOf(await menus()).find((item) => item.item_id === ids.itemId(key));
  const choiceIdOf = (key: string, group: string, choice: string) =>
    Number(ids.line(key, 1, { [group]: choice }).options?.[0]?.option_options[0]?.id);
  const order = (fields: Parameters<typeof orderPayload>[0]) =>
    t.json("/v2/public/checkout/", jsonRequest("POST", orderPayload(fields)));
  const backToNormal = async (key: string) =>
    call("PUT", `availability/items/${ids.itemId(key)}`, { state: "available" });

  describe("le contrôle d'accès", () => {
    const routes = [
      { method: "GET", path: "availability", body: undefined },
      { method: "PUT", path: "availability/items/1", body: { state: "available" } },
      { method: "PUT", path: "availability/choices/1", body: { state: "available" } },
      { method: "PUT", path: "pause", body: { scope: "ordering", until: null } },
    ];
    it.each(routes)(
      "$method $path refuse sans jeton, avec celui d'un client, expiré ou d'un membre retiré",
      async (route) => {
        expect((await call(route.method, route.path, route.body, null)).response.status).toBe(401);
        const customer = await customerToken(t.database.db, t.clock());
        expect((await call(route.method, route.path, route.body, customer)).response.status).toBe(401);
        const { member, token: removed } = await createStaffMember(t.database.db, { now: t.clock() });
        await t.database.db.delete(schema.staffMembers).where(eq(schema.staffMembers.id, member.id));
        expect((await call(route.method, route.path, route.body, removed)).response.status).toBe(401);
        const { token: old } = await createStaffMember(t.database.db, {
          now: new Date("2026-11-23T11:00:00Z"),
        });
        expect((await call(route.method, route.path, route.body, old)).response.status).toBe(401);
        // Any member of the team may do it, not only the owner.
        expect((await call(route.method, route.path, route.body)).response.status).toBe(200);
      },
    );

    it("refuse en français un état, un identifiant ou une pause qui n'en sont pas", async () => {
      const bad = [
        await call("PUT", "availability/items/abc", { state: "sold_out" }),
        await call("PUT", `availability/items/${ids.itemId("cola")}`, { state: "fini" }),
        await call("PUT", `availability/items/${ids.itemId("cola")}`, {}),
        await call("PUT", "pause", { scope: "cuisine", until: null }),
        await call("PUT", "pause", { scope: "ordering", until: "demain" }),
        await call("PUT", "pause", { scope: "ordering", until: "2026-11-24T13:00:00Z" }),
        await call("PUT", "pause", { scope: "ordering", until: "2026-11-24T10:00:00Z", reason: "Trop tard" }),
        await call("PUT", "pause", { scope: "ordering", until: "2026-12-24T10:00:00Z", reason: "Congés" }),
      ];
      for (const { response, body } of bad) {
        expect(response.status).toBe(400);
        expect(body.status).toBe("error");
      }
      expect(bad[1]?.body.message).toBe("État inconnu : « disponible », « épuisé » ou « masqué ».");
      expect(bad[5]?.body.message).toBe("Indiquez une raison : le client la lira.");
      expect(bad[6]?.body.message).toBe("La fin de la pause doit être dans le futur.");
      const unknown = await call("PUT", "availability/items/999999", { state: "hidden" });
      expect(unknown.response.status).toBe(404);
      expect(unknown.body.message).toBe("Ce plat n'existe pas (ou plus).");
      expect((await call("PUT", "availability/choices/999999", { state: "hidden" })).response.status).toBe(
        404,
      );
    });
  });

  describe("un plat épuisé", () => {
    it("reste au menu, grisé, jusqu'au prochain jour d'ouverture ; la commande est refusée en le nommant", async () => {
      const heard: LiveEvent[] = [];
      const stop = t.live.subscribe((event) => heard.push(event));
      const before = (await t.json("/v2/public/menus")).response.headers.get("ETag");
      const marked = await call("PUT", `availability/items/${ids.itemId("cola")}`, { state: "sold_out" });
      stop();
      expect(marked.response.status).toBe(200);
      // Tuesday lunch: Monday is closed, so the next opening day is Wednesday, from midnight in Paris.
      expect(availabilityEntrySchema.parse(marked.body.payload)).toMatchObject({
        name: "Cola 33 cl",
        state: "sold_out",
        sold_out_until: "2026-11-24T23:00:00.000Z",
      });
      expect(heard).toEqual([{ type: "catalog" }]);
      // The cached menus changed at once, within the same minute.
      const after = await t.json("/v2/public/menus");
      expect(after.response.headers.get("ETag")).not.toBe(before);
      expect((await itemIn("cola"))?.item_is_available).toBe(false);

      const refused = await order(twoColas(ids, prices).fields);
      expect(refused.response.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: "item_unavailable",
        message: "Cola 33 cl est épuisé pour le moment",
      });

      // Wednesday, midnight in Paris: back by itself, without anyone touching it.
      t.setNow("2026-11-24T23:00:30Z");
      expect((await itemIn("cola"))?.item_is_available).toBe(true);
      await backToNormal("cola");
    });

    it("masqué, il quitte le menu jusqu'à ce qu'on le remette", async () => {
      await call("PUT", `availability/items/${ids.itemId("cola")}`, { state: "hidden" });
      expect(await itemIn("cola")).toBeUndefined();
      const refused = await order(twoColas(ids, prices).fields);
      expect(refused.response.status).toBe(422);
      const list = availabilityStateListSchema.parse((await call("GET", "availability")).body.payload);
      expect(list.items.find((item) => item.id === ids.itemId("cola"))).toMatchObject({
        state: "hidden",
        group: expect.any(String),
      });
      // A week later it is still off the menu: only someone undoes "masqué".
      t.setNow("2026-12-01T11:00:00Z");
      expect(await itemIn("cola")).toBeUndefined();
      staff = (await createStaffMember(t.database.db, { now: t.clock() })).token;
      await backToNormal("cola");
      expect((await itemIn("cola"))?.item_is_available).toBe(true);
      t.setNow(LUNCH_TUESDAY);
      const accepted = await order(twoColas(ids, prices).fields);
      expect(accepted.response.status).toBe(201);
    });
  });

  describe("un choix d'option", () => {
    it("épuisé, il reste proposé mais non commandable, et la commande qui le tient est refusée en le nommant", async () => {
      const samourai = choiceIdOf("wrap-poulet-chipotle", "sauce", "samourai");
      const marked = await call("PUT", `availability/choices/${samourai}`, { state: "sold_out" });
      expect(marked.body.payload).toMatchObject({
        name: "Samouraï",
        group: "1 sauce au choix",
        state: "sold_out",
      });
      const wrap = await itemIn("wrap-poulet-chipotle");
      const choice = wrap?.options
        .flatMap((group) => group.option_options)
        .find((entry) => entry.id === samourai);
      expect(choice?.is_available).toBe(false);
      expect(wrap?.item_is_available).toBe(true);
      const refused = await order({ items: [ids.line("wrap-poulet-chipotle", 1, { sauce: "samourai" })] });
      expect(refused.response.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: "item_unavailable",
        message: "Wrap Poulet Chipotle — Samouraï est épuisé pour le moment",
      });

      await call("PUT", `availability/choices/${samourai}`, { state: "hidden" });
      const hidden = (await itemIn("wrap-poulet-chipotle"))?.options.flatMap((group) => group.option_options);
      expect(hidden?.some((entry) => entry.id === samourai)).toBe(false);
      await call("PUT", `availability/choices/${samourai}`, { state: "available" });
      const back = (await itemIn("wrap-poulet-chipotle"))?.options.flatMap((group) => group.option_options);
      expect(back?.find((entry) => entry.id === samourai)?.is_available).toBe(true);
    });
  });

  describe("les pauses", () => {
    it("une pause de toutes les commandes refuse la commande, avec l'heure de fin et la raison", async () => {
      const before = (await t.json("/v2/public/settings")).response.headers.get("ETag");
      const paused = await call("PUT", "pause", {
        scope: "ordering",
        until: "2026-11-24T12:30:00Z",
        reason: "Coupure de gaz, nous revenons vite",
      });
      expect(pauseStateSchema.parse(paused.body.payload)).toEqual({
        ordering: { until: "2026-11-24T12:30:00.000Z", reason: "Coupure de gaz, nous revenons vite" },
        delivery: null,
      });
      // The public settings carry it (the storefront's notice), fresh at once.
      const settings = await t.json("/v2/public/settings");
      expect(settings.response.headers.get("ETag")).not.toBe(before);
      expect(settings.body.payload).toContainEqual({
        name: "pause.ordering_reason",
        value: "Coupure de gaz, nous revenons vite",
      });

      const refused = await order(twoColas(ids, prices).fields);
      expect(refused.response.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: "ordering_paused",
        message: "Les commandes sont en pause jusqu'à 13:30. Coupure de gaz, nous revenons vite.",
      });
      // It ends by itself at its time.
      t.setNow("2026-11-24T12:30:00Z");
      expect((await order(twoColas(ids, prices).fields)).response.status).toBe(201);
      expect((await call("GET", "availability")).body.payload).toMatchObject({ pause: { ordering: null } });
      await call("PUT", "pause", { scope: "ordering", until: null });
    });

    it("une pause de la livraison laisse commander à emporter, et se lève avant l'heure", async () => {
      await call("PUT", "pause", { scope: "delivery", until: "2026-11-24T13:00:00Z", reason: "Orage" });
      const pickup = await order(twoColas(ids, prices).fields);
      expect(pickup.response.status).toBe(201);
      const delivered = (fields: ReturnType<typeof twoColas>["fields"]) => {
        const payload = orderPayload({ ...fields, is_pickup: false });
        payload.customer.location = { ...DELIVERY_ADDRESS };
        return t.json("/v2/public/checkout/", jsonRequest("POST", payload));
      };
      const delivery = await delivered(twoColas(ids, prices).fields);
      expect(delivery.response.status).toBe(422);
      expect(delivery.body.message).toBe(
        "La livraison est en pause jusqu'à 14:00 : vous pouvez commander à emporter. Orage.",
      );
      const lifted = await call("PUT", "pause", { scope: "delivery", until: null });
      expect(lifted.body.payload).toEqual({ ordering: null, delivery: null });
      const again = await delivered(twoColas(ids, prices).fields);
      expect(again.response.status).not.toBe(400);
      expect(again.body.code).not.toBe("ordering_paused");
    });
  });

  it("un autre processus du même magasin (même base, mêmes événements) le voit aussitôt", async () => {
    const other = await openTestApi(engine, { database: t.database, live: t.live });
    other.setNow(LUNCH_TUESDAY);
    const colaThere = async () =>
      ((await other.json("/v2/public/menus")).body.payload as MenuPayload[])
        .flatMap((menu) => menu.categories.flatMap((category) => category.items))
        .find((item) => item.item_id === ids.itemId("cola"));
    expect((await colaThere())?.item_is_available).toBe(true);
    await call("PUT", `availability/items/${ids.itemId("cola")}`, { state: "sold_out" });
    expect((await colaThere())?.item_is_available).toBe(false);
    await backToNormal("cola");
  });

  it("le flux public annonce la version du catalogue à la connexion, puis à chaque changement", async () => {
    const response = await t.api.request("/v2/public/events");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    const nextEvent = async () => {
      for (;;) {
        const match = text.match(/event: catalog\ndata: (.*)\n/);
        if (match) {
          text = text.slice((match.index ?? 0) + match[0].length);
          return JSON.parse(match[1] as string) as { version: string; back_in: number | null };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("flux fermé");
        text += decoder.decode(value);
      }
    };
    const first = await nextEvent();
    await call("PUT", `availability/items/${ids.itemId("cookie-chocolat")}`, { state: "sold_out" });
    const second = await nextEvent();
    expect(second.version).not.toBe(first.version);
    // Tuesday 12:00 in Paris: the cookie is back on Wednesday at midnight, 12 hours from now.
    expect(first.back_in).toBeNull();
    expect(second.back_in).toBe(12 * 3_600_000);
    await reader.cancel();
    await backToNormal("cookie-chocolat");
  });
});
