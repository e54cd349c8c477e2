import { staffMemberSchema, staffSessionSchema } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { removeStaffMember } from "../../services/staff/staff-team.ts";
import { LUNCH_TUESDAY } from "../../testing/checkout-fixtures.ts";
import { createStaffMember, customerToken, STAFF_TEST_PASSWORD, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

describe.each(TEST_ENGINES)("comptes de l'équipe /v2/staff/auth et /v2/staff/team (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let clients = 0;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  /** Each call is its own client unless told, so the login limits of one test never reach another. */
  const call = (
    method: string,
    path: string,
    options: { body?: unknown; token?: string; client?: string } = {},
  ) =>
    t.json(`/v2/staff/${path}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": options.client ?? `10.7.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`,
        ...(options.token ? staffBearer(options.token) : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  const member = (role: "owner" | "staff" = "staff") =>
    createStaffMember(t.database.db, { role, now: t.clock() });
  const newcomer = (who: string) => ({
    email: `${who}-${clients}@piment-rouge.test`,
    name: "Inès",
    password: "cumin-et-sumac",
    role: "staff",
  });

  describe("connexion", () => {
    it("ouvre une session avec le bon mot de passe, et /me dit qui est connecté", async () => {
      const { member: nadia } = await member("owner");
      const login = await call("POST", "auth/login", {
        body: { email: nadia.email.toUpperCase(), password: STAFF_TEST_PASSWORD },
      });
      expect(login.response.status).toBe(200);
      const session = staffSessionSchema.parse(login.body.payload);
      expect(session.member).toMatchObject({ id: nadia.id, role: "owner" });
      expect(new Date(session.expires_at).getTime() - t.clock().getTime()).toBe(16 * 3_600_000);
      const me = await call("GET", "auth/me", { token: session.token });
      expect(staffMemberSchema.parse(me.body.payload)).toEqual({
        id: nadia.id,
        email: nadia.email,
        name: nadia.name,
        role: "owner",
      });
      expect(me.response.headers.get("Cache-Control")).toBe("no-store");
    });

    it("répond la même chose à une adresse inconnue et à un mauvais mot de passe", async () => {
      const { member: karim } = await member();
      const wrong = await call("POST", "auth/login", {
        body: { email: karim.email, password: "pas-le-bon" },
      });
      const unknown = await call("POST", "auth/login", {
        body: { email: "personne@piment-rouge.test", password: STAFF_TEST_PASSWORD },
      });
      expect(wrong.response.status).toBe(401);
      expect(unknown.response.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body.message).toBe("E-mail ou mot de passe incorrect.");
    });

    it("refuse en français un corps mal formé, sans 500", async () => {
      for (const body of [{}, { email: "pas-une-adresse", password: "x" }, { email: "a@b.fr" }, "texte"]) {
        const { response, body: answer } = await call("POST", "auth/login", { body });
        expect(response.status).toBe(400);
        expect(answer.status).toBe("error");
        expect(String(answer.message)).toMatch(/[a-zé]/);
      }
    });

    it("limite les essais sur une même adresse, d'où qu'ils viennent", async () => {
      const { member: karim } = await member();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const { response } = await call("POST", "auth/login", {
          body: { email: karim.email, password: "devinette" },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      // The right password is refused too while the address is locked: guessing gains nothing.
      const locked = await call("POST", "auth/login", {
        body: { email: karim.email, password: STAFF_TEST_PASSWORD },
      });
      expect(locked.response.status).toBe(429);
      expect(locked.body.message).toMatch(/^Trop de tentatives/);
    });

    it("la déconnexion ferme la session", async () => {
      const { token } = await member();
      expect((await call("POST", "auth/logout", { token })).response.status).toBe(200);
      expect((await call("GET", "auth/me", { token })).response.status).toBe(401);
    });
  });

  describe("le contrôle d'accès de chaque route", () => {
    const routes: { method: string; path: string; owner: boolean; body?: unknown }[] = [
      { method: "GET", path: "auth/me", owner: false },
      { method: "POST", path: "auth/logout", owner: false },
      {
        method: "POST",
        path: "auth/password",
        owner: false,
        body: { current_password: STAFF_TEST_PASSWORD, password: "cumin-et-sumac" },
      },
      { method: "GET", path: "team", owner: true },
      { method: "POST", path: "team", owner: true, body: newcomer("controle") },
      { method: "DELETE", path: "team/999999", owner: true },
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

    it.each(routes)("$method $path refuse une session expirée (401)", async ({ method, path, body }) => {
      const { token } = await member("owner");
      t.setNow(new Date(t.clock().getTime() + 16 * 3_600_000 + 1000).toISOString());
      expect((await call(method, path, { body, token })).response.status).toBe(401);
    });

    it.each(routes.filter((route) => route.owner))(
      "$method $path est réservée au gérant (403 pour l'équipe)",
      async ({ method, path, body }) => {
        const { token } = await member("staff");
        const { response, body: answer } = await call(method, path, { body, token });
        expect(response.status).toBe(403);
        expect(answer).toMatchObject({ code: "owner_only", message: "Seul le gérant peut faire cela." });
      },
    );
  });

  describe("son propre mot de passe", () => {
    const login = (email: string, password: string) =>
      call("POST", "auth/login", { body: { email, password } });

    it("un membre de l'équipe le change : l'ancien ne sert plus, ses autres sessions se ferment, celle-ci reste", async () => {
      const { member: karim, token } = await member("staff");
      const elsewhere = await login(karim.email, STAFF_TEST_PASSWORD);
      const otherBoard = (elsewhere.body.payload as { token: string }).token;
      const changed = await call("POST", "auth/password", {
        token,
        body: { current_password: STAFF_TEST_PASSWORD, password: "cumin-et-sumac" },
      });
      expect(changed.response.status).toBe(200);
      expect(changed.response.headers.get("Cache-Control")).toBe("no-store");
      expect(changed.body.payload).toEqual({
        message: "Votre mot de passe a été modifié. Vos autres sessions ont été fermées.",
      });
      expect((await call("GET", "auth/me", { token })).response.status).toBe(200);
      expect((await call("GET", "auth/me", { token: otherBoard })).response.status).toBe(401);
      expect((await login(karim.email, STAFF_TEST_PASSWORD)).response.status).toBe(401);
      expect((await login(karim.email, "cumin-et-sumac")).response.status).toBe(200);
      // The owner's log says who changed their password, never what it became.
      const [entry] = await t.database.db
        .select()
        .from(schema.auditEntries)
        .where(
          and(eq(schema.auditEntries.action, "team.password"), eq(schema.auditEntries.staffId, karim.id)),
        );
      expect(entry).toMatchObject({
        subject: `staff:${karim.id}`,
        subjectName: karim.name,
        before: null,
        after: null,
      });
    });

    it("refuse un mot de passe actuel faux, sans rien changer", async () => {
      const { member: karim, token } = await member("staff");
      const wrong = await call("POST", "auth/password", {
        token,
        body: { current_password: "pas-le-bon", password: "cumin-et-sumac" },
      });
      expect(wrong.response.status).toBe(403);
      expect(wrong.body.message).toBe("Le mot de passe actuel est incorrect.");
      expect((await login(karim.email, STAFF_TEST_PASSWORD)).response.status).toBe(200);
    });

    it("refuse en français un nouveau mot de passe trop court, trop courant ou identique, sans rien changer", async () => {
      const { member: karim, token } = await member("staff");
      const cases: [unknown, RegExp][] = [
        [{ current_password: STAFF_TEST_PASSWORD, password: "court" }, /8 caractères/],
        [{ current_password: STAFF_TEST_PASSWORD, password: "azertyuiop" }, /plus courants/],
        [{ current_password: STAFF_TEST_PASSWORD, password: STAFF_TEST_PASSWORD }, /différent de l'actuel/],
        [{ password: "cumin-et-sumac" }, /mot de passe/i],
        ["texte", /./],
      ];
      for (const [body, message] of cases) {
        const refused = await call("POST", "auth/password", { token, body });
        expect(refused.response.status).toBe(400);
        expect(refused.body.message).toMatch(message);
      }
      expect((await login(karim.email, STAFF_TEST_PASSWORD)).response.status).toBe(200);
    });

    it("limite les essais du mot de passe actuel par session", async () => {
      const { token } = await member("staff");
      const client = "10.9.9.10";
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const wrong = await call("POST", "auth/password", {
          token,
          client,
          body: { current_password: "pas-le-bon", password: "cumin-et-sumac" },
        });
        expect(wrong.response.status).toBe(403);
      }
      const limited = await call("POST", "auth/password", {
        token,
        client,
        body: { current_password: STAFF_TEST_PASSWORD, password: "cumin-et-sumac" },
      });
      expect(limited.response.status).toBe(429);
    });
  });

  describe("l'équipe", () => {
    it("le gérant ajoute un membre, qui peut se connecter, et le voit dans la liste", async () => {
      const { token } = await member("owner");
      const body = newcomer("ines");
      const added = await call("POST", "team", { token, body });
      expect(added.response.status).toBe(201);
      const ines = staffMemberSchema.parse(added.body.payload);
      expect(ines).toMatchObject({ email: body.email, name: "Inès", role: "staff" });
      const list = await call("GET", "team", { token });
      expect((list.body.payload as { id: number }[]).map((entry) => entry.id)).toContain(ines.id);
      const login = await call("POST", "auth/login", {
        body: { email: body.email, password: body.password },
      });
      expect(login.response.status).toBe(200);
      // The same address twice is refused, in French.
      const again = await call("POST", "team", { token, body });
      expect(again.response.status).toBe(409);
      expect(again.body.message).toBe("Cette adresse est déjà celle d'un membre de l'équipe.");
    });

    it("après 15 minutes sans mot de passe, changer l'équipe le redemande, et il rouvre l'action", async () => {
      const { token } = await member("owner");
      t.setNow(new Date(new Date(LUNCH_TUESDAY).getTime() + 16 * 60_000).toISOString());
      const body = newcomer("sami");
      const refused = await call("POST", "team", { token, body });
      expect(refused.response.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: "password_required",
        message: "Pour cette action, retapez votre mot de passe.",
      });
      // Reading the team does not need it.
      expect((await call("GET", "team", { token })).response.status).toBe(200);
      const wrong = await call("POST", "auth/confirm", { token, body: { password: "pas-le-bon" } });
      expect(wrong.response.status).toBe(403);
      expect(wrong.body.message).toBe("Mot de passe incorrect.");
      const confirmed = await call("POST", "auth/confirm", {
        token,
        body: { password: STAFF_TEST_PASSWORD },
      });
      expect(confirmed.response.status).toBe(200);
      expect((await call("POST", "team", { token, body })).response.status).toBe(201);
      // Without a session, the confirmation is a 401 like any staff call.
      const anonymous = await call("POST", "auth/confirm", { body: { password: STAFF_TEST_PASSWORD } });
      expect(anonymous.response.status).toBe(401);
    });

    it("limite les mots de passe retapés par session, sans toucher aux connexions de l'équipe", async () => {
      const { member: owner, token } = await member("owner");
      const client = "10.9.9.9";
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const wrong = await call("POST", "auth/confirm", { token, client, body: { password: "pas-le-bon" } });
        expect(wrong.response.status).toBe(403);
      }
      const limited = await call("POST", "auth/confirm", {
        token,
        client,
        body: { password: STAFF_TEST_PASSWORD },
      });
      expect(limited.response.status).toBe(429);
      expect(limited.body.message).toMatch(/^Trop de tentatives/);
      // The same person logs in again, and that new session confirms at once.
      const login = await call("POST", "auth/login", {
        body: { email: owner.email, password: STAFF_TEST_PASSWORD },
      });
      expect(login.response.status).toBe(200);
      const fresh = (login.body.payload as { token: string }).token;
      const confirmed = await call("POST", "auth/confirm", {
        token: fresh,
        body: { password: STAFF_TEST_PASSWORD },
      });
      expect(confirmed.response.status).toBe(200);
    });

    it("refuse un nouveau membre mal décrit (rôle, mot de passe trop court ou trop courant)", async () => {
      const { token } = await member("owner");
      const badRole = await call("POST", "team", { token, body: { ...newcomer("x"), role: "chef" } });
      expect(badRole.response.status).toBe(400);
      expect(badRole.body.message).toBe("Rôle inconnu : « owner » (gérant) ou « staff » (équipe).");
      const short = await call("POST", "team", { token, body: { ...newcomer("y"), password: "court" } });
      expect(short.response.status).toBe(400);
      for (const password of ["12345678", "password", "azertyuiop", "motdepasse"]) {
        const common = await call("POST", "team", { token, body: { ...newcomer("z"), password } });
        expect(common.response.status).toBe(400);
        expect(common.body).toMatchObject({
          code: "common_password",
          message:
            "Ce mot de passe fait partie des plus courants et serait vite deviné : choisissez-en un autre.",
        });
      }
    });

    it("retirer un membre ferme ses sessions à l'instant", async () => {
      const { token: owner } = await member("owner");
      const { member: karim, token: karimsBoard } = await member("staff");
      expect((await call("GET", "auth/me", { token: karimsBoard })).response.status).toBe(200);
      expect((await call("DELETE", `team/${karim.id}`, { token: owner })).response.status).toBe(200);
      const after = await call("GET", "auth/me", { token: karimsBoard });
      expect(after.response.status).toBe(401);
      expect((await call("DELETE", `team/${karim.id}`, { token: owner })).response.status).toBe(404);
    });

    it("un gérant ne se retire pas lui-même", async () => {
      const { member: nadia, token } = await member("owner");
      const self = await call("DELETE", `team/${nadia.id}`, { token });
      expect(self.response.status).toBe(409);
      expect(self.body.message).toBe("Vous ne pouvez pas vous retirer vous-même de l'équipe.");
      expect((await call("GET", "auth/me", { token })).response.status).toBe(200);
    });

    it("le dernier gérant n'est jamais retiré, même par une demande partie avant un changement de rôle", async () => {
      const db = t.database.db;
      const { member: nadia } = await member("owner");
      const { member: karimWhenHeWasOwner } = await member("owner");
      // Karim is made staff (staff:create) while his removal of Nadia is on its way, and every
      // other owner is gone: Nadia is the last owner when the removal reaches the database.
      await db
        .update(schema.staffMembers)
        .set({ role: "staff" })
        .where(eq(schema.staffMembers.id, karimWhenHeWasOwner.id));
      await db
        .delete(schema.staffMembers)
        .where(and(eq(schema.staffMembers.role, "owner"), ne(schema.staffMembers.id, nadia.id)));
      expect(await removeStaffMember(db, nadia.id, karimWhenHeWasOwner, t.clock())).toEqual({
        ok: false,
        refused: "last_owner",
      });
      const [still] = await db.select().from(schema.staffMembers).where(eq(schema.staffMembers.id, nadia.id));
      expect(still?.role).toBe("owner");
    });

    it("refuse un identifiant qui n'en est pas un", async () => {
      const { token } = await member("owner");
      for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
        const { response, body } = await call("DELETE", `team/${id}`, { token });
        expect(response.status).toBe(400);
        expect(body.message).toBe("Identifiant invalide.");
      }
    });
  });
});
