import type { ItemValue } from "@comptoir/contracts/catalogue-draft";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { cents, centsToEuros, eurosToCents, repriceCents } from "@comptoir/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DraftThingPayload } from "../../services/catalogue/draft-editing.ts";
import { LUNCH_TUESDAY } from "../../testing/checkout-fixtures.ts";
import { createStaffMember, customerToken, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

interface AuditEntry {
  id: number;
  first_id: number;
  staff_name: string;
  action: string;
  subject: string;
  subject_name: string;
  before: unknown;
  after: unknown;
  count: number;
}

describe.each(TEST_ENGINES)("le brouillon de la carte /v2/staff/catalogue/draft (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let owner: string;
  let ownerId: number;
  let team: string;
  let liveMenus: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    const nadia = await createStaffMember(t.database.db, { role: "owner", name: "Nadia", now: t.clock() });
    owner = nadia.token;
    ownerId = nadia.member.id;
    team = (await createStaffMember(t.database.db, { role: "staff", now: t.clock() })).token;
    liveMenus = JSON.stringify((await t.json("/v2/public/menus")).body);
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  const call = (method: string, path: string, options: { body?: unknown; token?: string } = {}) =>
    t.json(`/v2/staff/${path}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        ...(options.token ? staffBearer(options.token) : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  const draft = (path = "", options: { body?: unknown; token?: string; method?: string } = {}) =>
    call(options.method ?? "GET", `catalogue/draft${path}`, { token: owner, ...options });

  async function things(): Promise<DraftThingPayload[]> {
    const { body } = await draft();
    return (body.payload as { things: DraftThingPayload[] }).things;
  }
  async function thing(ref: string): Promise<DraftThingPayload> {
    const found = (await things()).find((candidate) => candidate.ref === ref);
    if (!found) throw new Error(`${ref} n'est pas dans le brouillon`);
    return found;
  }
  const save = (ref: string, body: unknown, token = owner) =>
    draft(`/things/${ref}`, { method: "PUT", body, token });
  async function audit(query: string, token = owner) {
    const { response, body } = await call("GET", `audit?${query}`, { token });
    expect(response.status).toBe(200);
    return body.payload as { entries: AuditEntry[]; next_before: number | null };
  }
  const newItem = (category: string, name: string): ItemValue => ({
    name,
    description: "",
    image: "/images/menu/burger.svg",
    photo: null,
    score: 1,
    price_pickup: 5,
    price_delivery: 6,
    tax_rate: 10,
    allergens: [],
    spice_level: 0,
    available: true,
    visible: true,
    options: [],
    make_time: null,
    category,
  });

  describe("le contrôle d'accès de chaque route", () => {
    const routes: { method: string; path: string; owner: boolean; body?: unknown }[] = [
      { method: "GET", path: "catalogue/draft", owner: false },
      { method: "GET", path: "catalogue/draft/review", owner: false },
      {
        method: "PUT",
        path: "catalogue/draft/things/item:cola",
        owner: true,
        body: { revision: 1, value: {} },
      },
      { method: "DELETE", path: "catalogue/draft/things/item:cola?revision=1", owner: true },
      { method: "POST", path: "catalogue/draft/order", owner: true, body: { parent: "menu", keys: [] } },
      {
        method: "POST",
        path: "catalogue/draft/bulk",
        owner: true,
        body: { action: "attach_group", group: "sauce", items: ["cola"] },
      },
      { method: "POST", path: "catalogue/draft/discard", owner: true },
      { method: "GET", path: "audit", owner: true },
    ];

    it.each(routes)("$method $path refuse l'absence de jeton (401)", async ({ method, path, body }) => {
      const { response, body: answer } = await call(method, path, { body });
      expect(response.status).toBe(401);
      expect(answer).toMatchObject({ status: "error", code: "staff_unauthorized" });
    });

    it.each(routes)("$method $path refuse le jeton d'un client (401)", async ({ method, path, body }) => {
      const token = await customerToken(t.database.db, t.clock());
      expect((await call(method, path, { body, token })).response.status).toBe(401);
    });

    it.each(routes.filter((route) => route.owner))(
      "$method $path est réservée au gérant (403 pour l'équipe)",
      async ({ method, path, body }) => {
        const { response, body: answer } = await call(method, path, { body, token: team });
        expect(response.status).toBe(403);
        expect(answer).toMatchObject({ code: "owner_only", message: "Seul le gérant peut faire cela." });
      },
    );

    it("l'équipe lit le brouillon et sa revue", async () => {
      const read = await call("GET", "catalogue/draft", { token: team });
      expect(read.response.status).toBe(200);
      expect(read.response.headers.get("Cache-Control")).toBe("no-store");
      const review = await call("GET", "catalogue/draft/review", { token: team });
      expect(review.response.status).toBe(200);
      expect(review.body.payload).toEqual({
        changes: expect.any(Array),
        errors: expect.any(Array),
        warnings: expect.any(Array),
      });
    });
  });

  it("naît de la carte en ligne, chose par chose, avec la dernière version (aucune encore)", async () => {
    const { body } = await draft();
    const payload = body.payload as { things: DraftThingPayload[]; version: unknown };
    expect(payload.version).toBeNull();
    expect(payload.things.find((candidate) => candidate.ref === "item:burger-piment-rouge")).toMatchObject({
      kind: "item",
      key: "burger-piment-rouge",
      revision: 1,
      value: { category: "burgers", name: expect.any(String) },
    });
    expect(payload.things.some((candidate) => candidate.ref.startsWith("settings:pause"))).toBe(false);
  });

  describe("enregistrer une chose", () => {
    it("refuse en français une référence ou une valeur invalide, en nommant le champ", async () => {
      const cola = await thing("item:cola");
      const refusals: [string, unknown, RegExp][] = [
        ["plat:cola", { revision: 1, value: cola.value }, /Référence d'élément invalide/],
        ["item:Cola!", { revision: 1, value: cola.value }, /Référence d'élément invalide/],
        ["item:cola", { revision: "1", value: cola.value }, /révision/],
        ["item:cola", { revision: 1.5, value: cola.value }, /révision/],
        [
          "item:cola",
          { revision: cola.revision, value: { ...cola.value, price_pickup: "abc" } },
          /^price_pickup : /,
        ],
        [
          "item:cola",
          { revision: cola.revision, value: { ...cola.value, price_pickup: 1.234 } },
          /deux décimales/,
        ],
        [
          "item:cola",
          { revision: cola.revision, value: { ...cola.value, name: "x".repeat(121) } },
          /^name : .*120/,
        ],
        [
          "item:cola",
          { revision: cola.revision, value: { ...cola.value, description: "x".repeat(1001) } },
          /1000/,
        ],
        [
          "item:cola",
          { revision: cola.revision, value: { ...cola.value, category: "inconnue" } },
          /catégorie « inconnue »/,
        ],
        [
          "item:cola",
          { revision: cola.revision, value: { ...cola.value, options: ["sauce", "nulle-part"] } },
          /groupe d'options « nulle-part »/,
        ],
        ["category:neuve", { revision: null, value: { name: "Neuve", menu: "absent" } }, /menu « absent »/],
        [
          "settings:contacts",
          { revision: 1, value: { "pause.ordering_until": "x" } },
          /tableau des commandes/,
        ],
        ["settings:contacts", { revision: 1, value: { "legal.name": "x" } }, /section contacts/],
        [
          "item:cola",
          { revision: cola.revision, value: { ...cola.value, position: -1 }, position: -1 },
          /position/,
        ],
      ];
      for (const [ref, body, message] of refusals) {
        const { response, body: answer } = await save(ref, body);
        expect(response.status, `${ref} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
        expect(answer).toMatchObject({ status: "error", code: "invalid_input" });
        expect(String(answer.message)).toMatch(message);
      }
      expect((await thing("item:cola")).revision).toBe(cola.revision);
    });

    it("garde le texte tel quel, balises comprises", async () => {
      const cola = await thing("item:cola");
      const name = "<b>Cola</b> & co";
      const { response, body } = await save("item:cola", {
        revision: cola.revision,
        value: { ...cola.value, name },
      });
      expect(response.status).toBe(200);
      expect((body.payload as { thing: DraftThingPayload }).thing.value).toMatchObject({ name });
    });

    it("monte la révision, et refuse une révision dépassée avec la valeur actuelle (409)", async () => {
      const burger = await thing("item:burger-piment-rouge");
      const renamed = { ...(burger.value as ItemValue), name: "Burger Piment Rouge XL" };
      const first = await save("item:burger-piment-rouge", { revision: burger.revision, value: renamed });
      expect(first.response.status).toBe(200);
      const saved = (first.body.payload as { thing: DraftThingPayload }).thing;
      expect(saved).toMatchObject({
        revision: burger.revision + 1,
        updated_by_name: "Nadia",
        updated_at: new Date(LUNCH_TUESDAY).toISOString(),
        position: burger.position,
      });

      const late = await save("item:burger-piment-rouge", {
        revision: burger.revision,
        value: { ...(burger.value as ItemValue), price_pickup: 99 },
      });
      expect(late.response.status).toBe(409);
      expect(late.body).toMatchObject({
        code: "stale_revision",
        // 11:00 UTC is 12:00 in Paris, the shop's clock.
        message: "Nadia a modifié ce plat à 12:00.",
        current: {
          revision: burger.revision + 1,
          value: {
            name: "Burger Piment Rouge XL",
            price_pickup: burger.value && (burger.value as ItemValue).price_pickup,
          },
        },
      });
      expect((await thing("item:burger-piment-rouge")).value).toMatchObject({
        name: "Burger Piment Rouge XL",
      });
    });

    it("deux enregistrements sur la même révision en même temps : un seul passe", async () => {
      const coleslaw = await thing("item:coleslaw-piquant");
      const value = coleslaw.value as ItemValue;
      const answers = await Promise.all(
        ["Coleslaw A", "Coleslaw B"].map((name) =>
          save("item:coleslaw-piquant", { revision: coleslaw.revision, value: { ...value, name } }),
        ),
      );
      expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
      expect((await thing("item:coleslaw-piquant")).revision).toBe(coleslaw.revision + 1);
    });

    it("crée une chose en fin de liste (révision null), et refuse d'en créer une qui existe (409)", async () => {
      const soir = (await things()).filter(
        (candidate) => candidate.kind === "category" && (candidate.value as { menu: string }).menu === "soir",
      );
      const created = await save("category:nouveautes", {
        revision: null,
        value: { name: "Nouveautés", menu: "soir" },
      });
      expect(created.response.status).toBe(201);
      expect(created.body.payload).toMatchObject({
        thing: {
          ref: "category:nouveautes",
          revision: 1,
          position: Math.max(...soir.map((row) => row.position)) + 1,
        },
      });
      const item = await save("item:tacos-feu", {
        revision: null,
        value: newItem("nouveautes", "Tacos Feu"),
      });
      expect(item.response.status).toBe(201);
      expect(item.body.payload).toMatchObject({ thing: { position: 0, value: { description: "" } } });
      const again = await save("category:nouveautes", {
        revision: null,
        value: { name: "Encore", menu: "soir" },
      });
      expect(again.response.status).toBe(409);
      expect(again.body).toMatchObject({ code: "thing_exists", current: { value: { name: "Nouveautés" } } });
    });

    it("déplace un plat dans une autre catégorie, en fin de liste", async () => {
      const tacos = await thing("item:tacos-feu");
      const burgers = (await things()).filter(
        (candidate) => candidate.kind === "item" && (candidate.value as ItemValue).category === "burgers",
      );
      const moved = await save("item:tacos-feu", {
        revision: tacos.revision,
        value: { ...(tacos.value as ItemValue), category: "burgers" },
      });
      expect(moved.response.status).toBe(200);
      expect(moved.body.payload).toMatchObject({
        thing: {
          position: Math.max(...burgers.map((row) => row.position)) + 1,
          value: { category: "burgers" },
        },
      });
    });

    it("un plat supprimé entre-temps : 409 sans valeur actuelle", async () => {
      const { response, body } = await save("item:jamais-vu", {
        revision: 3,
        value: newItem("burgers", "Fantôme"),
      });
      expect(response.status).toBe(409);
      expect(body).toMatchObject({
        code: "stale_revision",
        current: null,
        message: "Quelqu'un a supprimé ce plat du brouillon entre-temps.",
      });
    });

    it("les réglages de paiement demandent le mot de passe tapé depuis moins de 15 minutes", async () => {
      const payments = await thing("settings:payments");
      const earlier = new Date(t.clock().getTime() - 20 * 60_000);
      const { token: stale } = await createStaffMember(t.database.db, { role: "owner", now: earlier });
      const refused = await save(
        "settings:payments",
        { revision: payments.revision, value: payments.value },
        stale,
      );
      expect(refused.response.status).toBe(403);
      expect(refused.body).toMatchObject({ code: "password_required" });
      const accepted = await save("settings:payments", {
        revision: payments.revision,
        value: { ...(payments.value as Record<string, unknown>), "payments.cod.active": false },
      });
      expect(accepted.response.status).toBe(200);
      // Another section needs no password again.
      const contacts = await thing("settings:contacts");
      expect(
        (await save("settings:contacts", { revision: contacts.revision, value: contacts.value }, stale))
          .response.status,
      ).toBe(200);
    });
  });

  describe("supprimer", () => {
    it("un menu emporte ses catégories et leurs plats, dans une transaction", async () => {
      const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
      const brunch = await save("menu:brunch", {
        revision: null,
        value: { name: "Brunch", description: "", hours: { delivery: closed, pickup: closed } },
      });
      expect(brunch.response.status).toBe(201);
      await save("category:oeufs", { revision: null, value: { name: "Œufs", menu: "brunch" } });
      await save("item:oeufs-brouilles", { revision: null, value: newItem("oeufs", "Œufs brouillés") });
      const menu = await thing("menu:brunch");
      const stale = await draft(`/things/menu:brunch?revision=${menu.revision + 1}`, { method: "DELETE" });
      expect(stale.response.status).toBe(409);
      expect(stale.body).toMatchObject({ code: "stale_revision", current: { ref: "menu:brunch" } });
      const removed = await draft(`/things/menu:brunch?revision=${menu.revision}`, { method: "DELETE" });
      expect(removed.response.status).toBe(200);
      expect((removed.body.payload as { deleted: string[] }).deleted.sort()).toEqual([
        "category:oeufs",
        "item:oeufs-brouilles",
        "menu:brunch",
      ]);
      const refs = (await things()).map((candidate) => candidate.ref);
      expect(refs).not.toContain("item:oeufs-brouilles");
      expect(refs).not.toContain("category:oeufs");
      const again = await draft(`/things/menu:brunch?revision=${menu.revision}`, { method: "DELETE" });
      expect(again.response.status).toBe(404);
    });

    it("une catégorie emporte ses plats ; réglages et zones ne se suppriment pas ; la révision est exigée", async () => {
      const category = await thing("category:nouveautes");
      await save("item:tacos-doux", { revision: null, value: newItem("nouveautes", "Tacos doux") });
      const removed = await draft(`/things/category:nouveautes?revision=${category.revision}`, {
        method: "DELETE",
      });
      expect((removed.body.payload as { deleted: string[] }).deleted.sort()).toEqual([
        "category:nouveautes",
        "item:tacos-doux",
      ]);
      for (const path of ["/things/settings:contacts?revision=1", "/things/zones:all?revision=1"]) {
        const { response, body } = await draft(path, { method: "DELETE" });
        expect(response.status).toBe(400);
        expect(body.message).toMatch(/ne se suppriment pas/);
      }
      for (const path of [
        "/things/item:cola",
        "/things/item:cola?revision=abc",
        "/things/item:cola?revision=0",
      ]) {
        const { response, body } = await draft(path, { method: "DELETE" });
        expect(response.status).toBe(400);
        expect(body.message).toMatch(/révision/);
      }
    });
  });

  describe("réordonner", () => {
    it("écrit les positions 0..n−1 sans toucher aux révisions, et refuse une liste dépassée", async () => {
      const inSoir = () =>
        things().then((all) =>
          all
            .filter(
              (candidate) =>
                candidate.kind === "category" && (candidate.value as { menu: string }).menu === "soir",
            )
            .sort((a, b) => a.position - b.position),
        );
      const before = await inSoir();
      const reversed = before.map((row) => row.key).reverse();
      const { response } = await draft("/order", {
        method: "POST",
        body: { parent: "menu:soir", keys: reversed },
      });
      expect(response.status).toBe(200);
      const after = await inSoir();
      expect(after.map((row) => row.key)).toEqual(reversed);
      expect(after.map((row) => row.position)).toEqual(reversed.map((_, index) => index));
      for (const row of after) {
        expect(row.revision).toBe(before.find((old) => old.key === row.key)?.revision);
      }
      for (const keys of [
        reversed.slice(1),
        [...reversed, reversed[0]],
        [...reversed.slice(1), "inconnue"],
      ]) {
        const stale = await draft("/order", { method: "POST", body: { parent: "menu:soir", keys } });
        expect(stale.response.status).toBe(409);
        expect(stale.body).toMatchObject({ code: "stale_list" });
      }
      const unknown = await draft("/order", { method: "POST", body: { parent: "zones", keys: [] } });
      expect(unknown.response.status).toBe(400);
      expect(unknown.body.message).toMatch(/^Liste inconnue/);
      expect((await inSoir()).map((row) => row.key)).toEqual(reversed);
    });
  });

  describe("changer plusieurs plats à la fois", () => {
    it("ajoute puis retire un groupe d'options, une révision de plus par plat changé", async () => {
      const [frites, cola] = [await thing("item:frites-maison"), await thing("item:cola")];
      const attach = await draft("/bulk", {
        method: "POST",
        body: { action: "attach_group", group: "toppings", items: ["frites-maison", "cola"] },
      });
      expect(attach.response.status).toBe(200);
      expect((await thing("item:frites-maison")).value).toMatchObject({
        options: [...(frites.value as ItemValue).options, "toppings"],
      });
      expect((await thing("item:cola")).revision).toBe(cola.revision + 1);
      const twice = await draft("/bulk", {
        method: "POST",
        body: { action: "attach_group", group: "toppings", items: ["cola"] },
      });
      expect(twice.body.payload).toEqual({ things: [] });
      const detach = await draft("/bulk", {
        method: "POST",
        body: { action: "detach_group", group: "toppings", items: ["frites-maison", "cola"] },
      });
      expect(detach.response.status).toBe(200);
      expect((await thing("item:frites-maison")).value).toMatchObject({
        options: (frites.value as ItemValue).options,
      });
      for (const body of [
        { action: "attach_group", group: "inconnu", items: ["cola"] },
        { action: "attach_group", group: "toppings", items: ["cola", "plat-fantome"] },
        { action: "attach_group", group: "toppings", items: [] },
        { action: "renommer", items: ["cola"] },
      ]) {
        const { response, body: answer } = await draft("/bulk", { method: "POST", body });
        expect(response.status).toBe(400);
        expect(String(answer.message)).toMatch(/inconnu|n'existe pas|au moins un/);
      }
    });

    it("change les prix par la règle du domaine, à emporter seulement si demandé", async () => {
      const cola = (await thing("item:cola")).value as ItemValue;
      const rule = { mode: "percent" as const, value: 10, rounding: "ends_90" as const };
      const { response } = await draft("/bulk", {
        method: "POST",
        body: { action: "reprice", items: ["cola"], service: "pickup", ...rule },
      });
      expect(response.status).toBe(200);
      const after = (await thing("item:cola")).value as ItemValue;
      expect(after.price_pickup).toBe(centsToEuros(repriceCents(eurosToCents(cola.price_pickup), rule)));
      expect(after.price_pickup % 1).toBeCloseTo(0.9);
      expect(after.price_delivery).toBe(cola.price_delivery);

      await draft("/bulk", {
        method: "POST",
        body: {
          action: "reprice",
          items: ["cola"],
          service: "both",
          mode: "amount",
          value: -0.5,
          rounding: "cent",
        },
      });
      const lowered = (await thing("item:cola")).value as ItemValue;
      expect(lowered.price_delivery).toBe(centsToEuros(cents(eurosToCents(cola.price_delivery) - 50)));

      for (const body of [
        {
          action: "reprice",
          items: ["cola"],
          service: "both",
          mode: "amount",
          value: 10_000,
          rounding: "cent",
        },
        {
          action: "reprice",
          items: ["cola"],
          service: "both",
          mode: "percent",
          value: 0.001,
          rounding: "cent",
        },
        {
          action: "reprice",
          items: ["cola"],
          service: "les-deux",
          mode: "percent",
          value: 1,
          rounding: "cent",
        },
        {
          action: "reprice",
          items: ["cola"],
          service: "both",
          mode: "percent",
          value: 1,
          rounding: "ends_99",
        },
      ]) {
        const refused = await draft("/bulk", { method: "POST", body });
        expect(refused.response.status, JSON.stringify(body)).toBe(400);
        expect(String(refused.body.message)).toMatch(/[a-zé]/);
      }
      expect((await thing("item:cola")).value).toEqual(lowered);
    });
  });

  describe("le journal", () => {
    it("regroupe les enregistrements d'une même chose par la même personne dans la même minute", async () => {
      const wrap = await thing("item:wrap-falafel-feta");
      const original = (wrap.value as ItemValue).name;
      let revision = wrap.revision;
      for (const name of ["Wrap F", "Wrap Fa", "Wrap Falafel !"]) {
        const { body } = await save("item:wrap-falafel-feta", {
          revision,
          value: { ...(wrap.value as ItemValue), name },
        });
        revision = (body.payload as { thing: DraftThingPayload }).thing.revision;
      }
      t.setNow(new Date(t.clock().getTime() + 2 * 60_000).toISOString());
      await save("item:wrap-falafel-feta", {
        revision,
        value: { ...(wrap.value as ItemValue), name: "Wrap Falafel" },
      });

      const { entries } = await audit("subject=item:wrap-falafel-feta");
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({ count: 1, action: "draft.save", after: { name: "Wrap Falafel" } });
      expect(entries[1]).toMatchObject({
        count: 3,
        staff_name: "Nadia",
        subject_name: "Wrap Falafel !",
        before: { name: original },
        after: { name: "Wrap Falafel !" },
      });
      expect(entries[1]?.first_id).toBeLessThan(entries[1]?.id ?? 0);
      // The rows themselves stay as written: nothing was merged in the table.
      const rows = await t.database.db
        .select()
        .from(schema.auditEntries)
        .where(eq(schema.auditEntries.subject, "item:wrap-falafel-feta"));
      expect(rows).toHaveLength(4);
    });

    it("garde les suppressions, les ordres, les changements en masse ; filtre par action et par personne", async () => {
      const deletes = await audit("action=draft.delete");
      expect(deletes.entries.map((entry) => entry.subject)).toEqual(
        expect.arrayContaining(["menu:brunch", "category:oeufs", "item:oeufs-brouilles", "item:tacos-doux"]),
      );
      expect((await audit("action=draft.order")).entries[0]).toMatchObject({ subject: "menu:soir" });
      expect((await audit("action=draft.reprice")).entries[0]).toMatchObject({ subject: "item:cola" });
      expect((await audit("action=draft.attach_group&subject=item:cola")).entries).toHaveLength(1);
      const mine = await audit(`staff=${ownerId}`);
      expect(mine.entries.length).toBeGreaterThan(5);
      expect(mine.entries.every((entry) => entry.staff_name === "Nadia")).toBe(true);
      expect((await audit("action=draft._")).entries).toEqual([]);
      for (const query of ["before=abc", "staff=-1", "before=0"]) {
        const { response, body } = await call("GET", `audit?${query}`, { token: owner });
        expect(response.status).toBe(400);
        expect(String(body.message)).toMatch(/invalide/);
      }
    });

    it("pagine par 50 sans couper un regroupement", async () => {
      const first = await audit("");
      if (first.next_before === null) {
        expect(first.entries.length).toBeLessThanOrEqual(50);
        return;
      }
      expect(first.entries).toHaveLength(50);
      const second = await audit(`before=${first.next_before}`);
      const ids = new Set(first.entries.map((entry) => entry.id));
      expect(second.entries.every((entry) => !ids.has(entry.id) && entry.id < (first.next_before ?? 0))).toBe(
        true,
      );
    });

    it("note les gestes du tableau : disponibilité, pause, acceptation automatique, équipe", async () => {
      const [item] = await t.database.db.select().from(schema.items).where(eq(schema.items.key, "cola"));
      const soldOut = await call("PUT", `availability/items/${item?.id}`, {
        token: team,
        body: { state: "sold_out" },
      });
      expect(soldOut.response.status).toBe(200);
      expect((await audit("subject=item:cola&action=availability.")).entries[0]).toMatchObject({
        action: "availability.item",
        before: "available",
        after: "sold_out",
      });
      await call("PUT", `availability/items/${item?.id}`, { token: team, body: { state: "available" } });

      const until = new Date(t.clock().getTime() + 3_600_000).toISOString();
      await call("PUT", "pause", { token: team, body: { scope: "delivery", until, reason: "Orage" } });
      // A minute later: not grouped with the start of the pause.
      t.setNow(new Date(t.clock().getTime() + 60_000).toISOString());
      await call("PUT", "pause", { token: team, body: { scope: "delivery", until: null } });
      const pauses = (await audit("subject=pause:delivery")).entries;
      expect(pauses[0]).toMatchObject({ before: { until, reason: "Orage" }, after: null });

      await call("PUT", "kitchen", { token: owner, body: { auto_accept: true } });
      await call("PUT", "kitchen", { token: owner, body: { auto_accept: false } });
      expect((await audit("action=kitchen.")).entries[0]).toMatchObject({ count: 2, after: false });

      const added = await call("POST", "team", {
        token: owner,
        body: { email: "ines@piment-rouge.test", name: "Inès", password: "cumin-et-sumac", role: "staff" },
      });
      const id = (added.body.payload as { id: number }).id;
      await call("DELETE", `team/${id}`, { token: owner });
      const teamEntries = (await audit(`subject=staff:${id}`)).entries;
      expect(teamEntries.map((entry) => entry.action)).toEqual(["team.remove", "team.add"]);
      expect(teamEntries[1]?.after).toEqual({ name: "Inès", role: "staff" });
      expect(JSON.stringify(teamEntries)).not.toMatch(/argon|hash|cumin|@/);
    });
  });

  it("abandonner : le brouillon redevient la carte publiée, et le journal le dit", async () => {
    const before = await thing("item:burger-piment-rouge");
    const [live] = await t.database.db
      .select()
      .from(schema.items)
      .where(eq(schema.items.key, "burger-piment-rouge"));
    const { response, body } = await draft("/discard", { method: "POST" });
    expect(response.status).toBe(200);
    const after = (body.payload as { things: DraftThingPayload[] }).things;
    const burger = after.find((candidate) => candidate.ref === "item:burger-piment-rouge");
    expect(before.value).toMatchObject({ name: "Burger Piment Rouge XL" });
    expect(burger?.value).toMatchObject({ name: live?.name });
    expect(burger?.revision).toBe(before.revision + 1);
    expect(after.some((candidate) => candidate.ref === "item:tacos-feu")).toBe(false);
    expect((await audit("action=draft.discard")).entries[0]).toMatchObject({
      subject: "catalogue",
      after: { version: null },
    });
  });

  it("aucune modification du brouillon ne touche la carte que lisent les clients", async () => {
    expect(JSON.stringify((await t.json("/v2/public/menus")).body)).toBe(liveMenus);
  });
});
