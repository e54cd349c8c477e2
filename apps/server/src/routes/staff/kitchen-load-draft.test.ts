import type { CategoryValue, ItemValue } from "@comptoir/contracts/catalogue-draft";
import { type RestaurantFile, restaurantFileSchema } from "@comptoir/contracts/restaurant-file";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DraftThingPayload } from "../../services/catalogue/draft-editing.ts";
import { ensureFirstVersion } from "../../services/catalogue/publishing.ts";
import { createStaffMember, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

const LUNCH_TUESDAY = "2026-11-24T11:00:00Z";

/**
 * The kitchen's load inputs (ADR 061, 063) go the way of every field of the catalogue: saved in
 * the draft by the editor, checked as the restaurant file checks them, published, exported and
 * imported with the restaurant file.
 */
describe.each(TEST_ENGINES)(
  "les temps de préparation et la capacité de la cuisine dans le brouillon (%s)",
  (engine) => {
    let t: Awaited<ReturnType<typeof openTestApi>>;
    let owner: string;
    beforeAll(async () => {
      t = await openTestApi(engine);
      t.setNow(LUNCH_TUESDAY);
      await ensureFirstVersion(t.database.db, t.clock(), true);
      owner = (await createStaffMember(t.database.db, { role: "owner", name: "Nadia", now: t.clock() }))
        .token;
    }, 60_000);
    afterAll(() => t.database.close());

    const call = (method: string, path: string, body?: unknown) =>
      t.json(`/v2/staff/catalogue/${path}`, {
        method,
        headers: { "Content-Type": "application/json", ...staffBearer(owner) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    async function things(): Promise<DraftThingPayload[]> {
      return ((await call("GET", "draft")).body.payload as { things: DraftThingPayload[] }).things;
    }
    async function thingOf(kind: string): Promise<DraftThingPayload> {
      const found = (await things()).find((thing) => thing.kind === kind);
      if (!found) throw new Error(`le brouillon n'a pas de ${kind}`);
      return found;
    }
    const save = (ref: string, revision: number | null, value: unknown) =>
      call("PUT", `draft/things/${ref}`, { revision, value });
    async function exported(): Promise<RestaurantFile> {
      const response = await t.api.request("/v2/staff/catalogue/export", { headers: staffBearer(owner) });
      expect(response.status).toBe(200);
      return restaurantFileSchema.parse(await response.json());
    }
    const lunch = { days: ["mon", "tue", "wed", "thu", "fri"], from: "11:30", to: "14:00", minutes: 45 };

    it("refuse des minutes qui ne sont pas des minutes entières de 0 à 240, en français, sans rien enregistrer", async () => {
      const category = await thingOf("category");
      const value = category.value as CategoryValue;
      for (const [makeTime, message] of [
        [{ first: 4.5, extra: 2 }, "make_time.first : des minutes entières"],
        [{ first: 4, extra: -1 }, "make_time.extra : 0 minute au moins"],
        [{ first: 241, extra: 0 }, "make_time.first : 240 minutes au plus"],
        [{ first: "4", extra: 0 }, "make_time.first : un nombre de minutes"],
      ] as const) {
        const refused = await save(category.ref, category.revision, { ...value, make_time: makeTime });
        expect(refused.response.status).toBe(400);
        expect(refused.body).toMatchObject({ status: "error", code: "invalid_input", message });
      }
      const after = (await things()).find((thing) => thing.ref === category.ref);
      expect(after).toMatchObject({ revision: category.revision, value: { make_time: null } });
    });

    it("refuse une plage de capacité invalide, en français, sans créer la section", async () => {
      for (const [range, message] of [
        [{ ...lunch, days: [] }, "capacity.ranges : au moins un jour"],
        [{ ...lunch, to: "11:00" }, "capacity.ranges : la fin doit suivre le début"],
        [{ ...lunch, from: "1130" }, "capacity.ranges : heure au format HH:MM"],
        [{ ...lunch, minutes: 601 }, "capacity.ranges : 600 minutes au plus par quart d'heure"],
        [{ ...lunch, minutes: "beaucoup" }, "capacity.ranges : un nombre de minutes"],
      ] as const) {
        const refused = await save("settings:capacity", null, { "capacity.ranges": [range] });
        expect(refused.response.status).toBe(400);
        expect(refused.body).toMatchObject({ status: "error", code: "invalid_input", message });
      }
      expect((await things()).some((thing) => thing.ref === "settings:capacity")).toBe(false);
    });

    it("publie le temps de préparation d'une catégorie et d'un plat et une plage de capacité : l'export les porte, l'import les reprend", async () => {
      const category = await thingOf("category");
      const categoryValue = category.value as CategoryValue;
      const saved = await save(category.ref, category.revision, {
        ...categoryValue,
        make_time: { first: 4, extra: 2 },
      });
      expect(saved.response.status).toBe(200);
      const item = (await things()).find(
        (thing) => thing.kind === "item" && (thing.value as ItemValue).category === category.key,
      );
      if (!item) throw new Error("la catégorie a un plat");
      const itemValue = item.value as ItemValue;
      expect(
        (await save(item.ref, item.revision, { ...itemValue, make_time: { first: 6, extra: 3 } })).response
          .status,
      ).toBe(200);
      const made = await save("settings:capacity", null, { "capacity.ranges": [lunch] });
      expect(made.response.status).toBe(201);

      // What the owner reads before publishing: a line for each, in French.
      const review = (await call("GET", "draft/review")).body.payload as {
        changes: { ref: string; text: string }[];
      };
      expect(review.changes).toEqual(
        expect.arrayContaining([
          {
            ref: category.ref,
            text: `${categoryValue.name} : temps de préparation aucun → 4 min, +2 min par unité en plus`,
          },
          {
            ref: item.ref,
            text: `${itemValue.name} : temps de préparation aucun → 6 min, +3 min par unité en plus`,
          },
          {
            ref: "settings:capacity",
            text: "Capacité de la cuisine ajoutée : Lundi, Mardi, Mercredi, Jeudi, Vendredi 11:30–14:00, 45 min de travail par quart d'heure",
          },
        ]),
      );

      const published = await call("POST", "publish", { confirm_warnings: true });
      expect(published.response.status).toBe(201);

      const file = await exported();
      const exportedCategory = file.menus
        .flatMap((menu) => menu.categories)
        .find((one) => one.key === category.key);
      expect(exportedCategory?.make_time).toEqual({ first: 4, extra: 2 });
      expect(exportedCategory?.items.find((one) => one.key === item.key)?.make_time).toEqual({
        first: 6,
        extra: 3,
      });
      expect(file.settings["capacity.ranges"]).toEqual([lunch]);
      // The kitchen's capacity is the kitchen's own: customers never read it (ADR 061).
      const publicSettings = (await t.json("/v2/public/settings")).body.payload as Record<string, unknown>;
      expect(JSON.stringify(publicSettings)).not.toContain("capacity");

      // The file imported again into the draft changes nothing: the export holds all of it.
      const imported = await call("POST", "import", file);
      expect(imported.response.status).toBe(200);
      expect((imported.body.payload as { changes: unknown[] }).changes).toEqual([]);

      // No range left: the list is empty, published as such, and no window is limited any more.
      const capacity = (await things()).find((thing) => thing.ref === "settings:capacity");
      if (!capacity) throw new Error("la section de capacité est dans le brouillon");
      expect((await save(capacity.ref, capacity.revision, { "capacity.ranges": [] })).response.status).toBe(
        200,
      );
      const removal = (await call("GET", "draft/review")).body.payload as {
        changes: { ref: string; text: string }[];
      };
      expect(removal.changes).toEqual([
        {
          ref: "settings:capacity",
          text: "Capacité de la cuisine retirée : Lundi, Mardi, Mercredi, Jeudi, Vendredi 11:30–14:00, 45 min de travail par quart d'heure",
        },
      ]);
      expect((await call("POST", "publish", { confirm_warnings: true })).response.status).toBe(201);
      expect((await exported()).settings["capacity.ranges"]).toEqual([]);
    });
  },
);
