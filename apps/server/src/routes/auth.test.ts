import {
  ordersPagePayloadSchema,
  placedOrderPayloadSchema,
  sessionPayloadSchema,
  userPayloadSchema,
} from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lastCodeSentTo, lastMailTo, newCustomer } from "../testing/accounts.ts";
import {
  demoCatalogueIds,
  demoPrices,
  LUNCH_TUESDAY,
  orderPayload,
  twoColas,
} from "../testing/checkout-fixtures.ts";
import { openTestApi } from "../testing/test-api.ts";

describe.each(TEST_ENGINES)("comptes clients /v2/public/auth (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let clients = 0;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  /** Each test is its own client (X-Forwarded-For), so rate limits of one never reach another. */
  function asClient(address = `10.1.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`) {
    const call = (
      method: string,
      path: string,
      options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
    ) =>
      t.json(`/v2/public/auth/${path}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": address,
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    return {
      address,
      call,
      signup: (body: unknown) => call("POST", "signup/", { body }),
      login: (email: string, password: string) => call("POST", "login/", { body: { email, password } }),
      /** The spec's GET; with a password, the POST that sets it (never in a URL). */
      verify: (email: string, otp: string, password?: string) =>
        password === undefined
          ? call("GET", `verify-otp/?email=${encodeURIComponent(email)}&otp=${otp}`)
          : call("POST", "verify-otp/", { body: { email, otp, password } }),
      sendCode: (email: string) => call("GET", `send-otp/?email=${encodeURIComponent(email)}`),
    };
  }

  /** Signs up and confirms the address with the mailed code: a logged-in customer. */
  async function verifiedCustomer(who: string) {
    const client = asClient();
    const details = newCustomer(`${who}-${engine}`);
    expect((await client.signup(details)).response.status).toBe(202);
    const code = await lastCodeSentTo(t.database.db, details.email);
    const verified = await client.verify(details.email, code ?? "");
    expect(verified.response.status).toBe(200);
    return { client, details, ...sessionPayloadSchema.parse(verified.body.payload) };
  }

  describe("inscription et code à 6 chiffres", () => {
    it("crée un compte non confirmé, envoie le code, puis le code confirme l'adresse et connecte", async () => {
      const client = asClient();
      const details = newCustomer(`nouvelle-${engine}`);
      const signup = await client.signup({ ...details, email: ` ${details.email.toUpperCase()} ` });
      expect(signup.response.status).toBe(202);
      expect(signup.response.headers.get("cache-control")).toBe("no-store");

      // Not confirmed yet: the right password says so, and sends a new code.
      const early = await client.login(details.email, details.password);
      expect(early.response.status).toBe(403);
      expect(early.body.code).toBe("email_not_verified");

      const code = await lastCodeSentTo(t.database.db, details.email);
      expect(code).toMatch(/^\d{6}$/);
      const verified = await client.verify(details.email, code ?? "");
      expect(verified.response.status).toBe(200);
      const session = sessionPayloadSchema.parse(verified.body.payload);
      expect(session.user).toEqual({
        id: expect.any(Number),
        email: details.email,
        first_name: "Camille",
        last_name: "Martin",
        phone: "06 12 34 56 78",
        address: null,
      });
      expect((await lastMailTo(t.database.db, details.email))?.subject).toBe("Bienvenue chez Piment Rouge");

      // The code served once.
      expect((await client.verify(details.email, code ?? "")).response.status).toBe(400);
      // Logged in: the profile answers with the token, by the spec's query or by the bearer header.
      const byQuery = await client.call("GET", `profile?token=${session.token}&user_id=${session.user.id}`);
      expect(userPayloadSchema.parse(byQuery.body.payload).email).toBe(details.email);
      expect((await client.call("GET", "profile", { token: session.token })).response.status).toBe(200);
      // And the password now logs in.
      expect((await client.login(details.email, details.password)).response.status).toBe(200);
    });

    it("répond pareil pour une adresse qui a déjà un compte, prévient son titulaire et ne change rien", async () => {
      const owner = await verifiedCustomer("titulaire");
      const intruder = asClient();
      const fresh = await intruder.signup(newCustomer(`inconnue-${engine}`));
      const taken = await intruder.signup({ ...owner.details, password: "autre-mot-de-passe" });
      expect(taken.response.status).toBe(fresh.response.status);
      expect(taken.body).toEqual(fresh.body);
      expect((await lastMailTo(t.database.db, owner.details.email))?.subject).toBe(
        "Piment Rouge · Vous avez déjà un compte",
      );
      expect((await intruder.login(owner.details.email, "autre-mot-de-passe")).response.status).toBe(401);
      expect((await intruder.login(owner.details.email, owner.details.password)).response.status).toBe(200);
    });

    it("une seconde inscription de la même adresse ne choisit pas le mot de passe du compte", async () => {
      // A signs up E; B signs up the same unconfirmed E with B's password; A reads the newest code.
      const a = asClient();
      const b = asClient();
      const details = newCustomer(`prise-de-compte-${engine}`);
      expect((await a.signup(details)).response.status).toBe(202);
      const second = await b.signup({ ...details, first_name: "Bastien", password: "le-mot-de-passe-de-b" });
      expect(second.response.status).toBe(202);
      const code = (await lastCodeSentTo(t.database.db, details.email)) ?? "";

      // Two signups: the code alone cannot tell whose password is meant, so it asks for it (and stays good).
      const bare = await a.verify(details.email, code);
      expect(bare.response.status).toBe(400);
      expect(bare.body).toEqual({
        status: "error",
        code: "password_required",
        message: "Pour confirmer votre compte, indiquez son mot de passe avec le code.",
      });
      const common = await a.verify(details.email, code, "motdepasse");
      expect(common.body.code).toBe("common_password");
      const confirmed = await a.verify(details.email, code, details.password);
      expect(confirmed.response.status).toBe(200);

      // A's password opens the account; B's opens nothing, and B reads nothing of A's.
      expect((await b.login(details.email, "le-mot-de-passe-de-b")).response.status).toBe(401);
      const own = await a.login(details.email, details.password);
      expect(own.response.status).toBe(200);
      const { token } = sessionPayloadSchema.parse(own.body.payload);
      expect((await b.call("GET", "profile")).response.status).toBe(401);
      expect((await a.call("GET", "profile", { token })).response.status).toBe(200);
    });

    it("le mot de passe donné avec le code est celui du compte, même après une seule inscription", async () => {
      const client = asClient();
      const details = newCustomer(`choisi-au-code-${engine}`);
      await client.signup(details);
      const code = (await lastCodeSentTo(t.database.db, details.email)) ?? "";
      expect((await client.verify(details.email, code, "choisi-avec-le-code")).response.status).toBe(200);
      expect((await client.login(details.email, details.password)).response.status).toBe(401);
      expect((await client.login(details.email, "choisi-avec-le-code")).response.status).toBe(200);
    });

    it("refuse des champs invalides en français, sans rien écrire", async () => {
      const client = asClient();
      const [before] = await t.database.db.select().from(schema.users);
      const short = await client.signup({ ...newCustomer(`court-${engine}`), password: "piment" });
      expect(short.response.status).toBe(400);
      expect(short.body.message).toBe("Le mot de passe doit contenir au moins 8 caractères");
      const email = await client.signup({ ...newCustomer("x"), email: "pas-une-adresse" });
      expect(email.response.status).toBe(400);
      expect(email.body.message).toMatch(/adresse e-mail/i);
      const [after] = await t.database.db.select().from(schema.users);
      expect(after).toEqual(before);
    });

    it("un code expire après 10 minutes, et seul le dernier envoyé vaut", async () => {
      const client = asClient();
      const details = newCustomer(`expire-${engine}`);
      await client.signup(details);
      const first = await lastCodeSentTo(t.database.db, details.email);
      t.setNow("2026-11-24T11:10:01Z");
      expect((await client.verify(details.email, first ?? "")).response.status).toBe(400);

      expect((await client.sendCode(details.email)).response.status).toBe(200);
      await expect.poll(() => lastCodeSentTo(t.database.db, details.email)).not.toBe(first);
      const second = await lastCodeSentTo(t.database.db, details.email);
      await client.sendCode(details.email);
      await expect.poll(() => lastCodeSentTo(t.database.db, details.email)).not.toBe(second);
      expect((await client.verify(details.email, second ?? "")).response.status).toBe(400);
      const third = await lastCodeSentTo(t.database.db, details.email);
      expect((await client.verify(details.email, third ?? "")).response.status).toBe(200);
    });

    it("refuse le bon code au sixième essai", async () => {
      const client = asClient();
      const details = newCustomer(`six-essais-${engine}`);
      await client.signup(details);
      const code = (await lastCodeSentTo(t.database.db, details.email)) ?? "";
      const wrong = code === "000000" ? "111111" : "000000";
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = await client.verify(details.email, wrong);
        expect(answer.response.status).toBe(400);
        expect(answer.body).toMatchObject({ code: "wrong_code", message: expect.stringMatching(/code/) });
      }
      expect((await client.verify(details.email, code)).response.status).toBe(400);
    });

    it("10 000 essais de code depuis 400 machines : aucun ne réussit", async () => {
      const details = newCustomer(`force-brute-${engine}`);
      await asClient().signup(details);
      const code = Number((await lastCodeSentTo(t.database.db, details.email)) ?? "0");
      // Every other code, the right one among them (after the fifth try), in 400 clients' hands.
      const guesses = Array.from({ length: 10_000 }, (_, index) =>
        String(index === 100 ? code : (code + 1 + index) % 1_000_000).padStart(6, "0"),
      );
      const attackers = Array.from({ length: 400 }, () => asClient());
      let successes = 0;
      for (let start = 0; start < guesses.length; start += 100) {
        const answers = await Promise.all(
          guesses
            .slice(start, start + 100)
            .map((guess, index) =>
              attackers[(start + index) % attackers.length]?.verify(details.email, guess),
            ),
        );
        successes += answers.filter((answer) => answer?.response.status === 200).length;
      }
      expect(successes).toBe(0);
    }, 240_000);
  });

  describe("un budget de mails par adresse", () => {
    /** Every mail the outbox holds for the address. */
    const mailsTo = async (email: string) =>
      (await t.database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.recipient, email)))
        .length;

    it("8 inscriptions d'une même adresse depuis 8 clients n'envoient que 5 codes", async () => {
      const details = newCustomer(`huit-clients-${engine}`);
      const answers = [];
      for (let signup = 0; signup < 8; signup++) answers.push(await asClient().signup(details));
      expect(answers.map(({ response }) => response.status)).toEqual([
        202, 202, 202, 202, 202, 429, 429, 429,
      ]);
      expect(await mailsTo(details.email)).toBe(5);
      // The budget is the address's: send-otp draws on it too, from yet another client.
      expect((await asClient().sendCode(details.email)).response.status).toBe(429);
      // And a login with the right password still says "confirm first", but mails nothing more.
      expect((await asClient().login(details.email, details.password)).response.status).toBe(403);
      expect(await mailsTo(details.email)).toBe(5);
    });

    it("12 inscriptions d'une adresse déjà inscrite : 5 mails au plus, et la même réponse qu'une adresse inconnue", async () => {
      const owner = await verifiedCustomer("budget-titulaire");
      const mailsBefore = await mailsTo(owner.details.email);
      const unknown = newCustomer(`budget-inconnue-${engine}`);
      const taken = [];
      const fresh = [];
      for (let signup = 0; signup < 12; signup++) {
        taken.push(await asClient().signup({ ...owner.details, password: "autre-mot-de-passe" }));
        fresh.push(await asClient().signup(unknown));
      }
      // The signup and its code made the owner's first mail of the hour: 4 warnings more, then 429.
      expect(await mailsTo(owner.details.email)).toBe(mailsBefore + 4);
      expect(taken.map(({ response }) => response.status)).toEqual([
        ...Array(4).fill(202),
        ...Array(8).fill(429),
      ]);
      expect(fresh.map(({ response }) => response.status)).toEqual([
        ...Array(5).fill(202),
        ...Array(7).fill(429),
      ]);
      expect(taken[11]?.body).toEqual(fresh[11]?.body);
      expect(taken[11]?.body).toMatchObject({ code: "too_many_requests" });
      // A reset draws on the same budget: refused before its code is even read.
      const reset = await asClient().call("POST", "reset-password/", {
        body: { email: owner.details.email, otp: "123456", password: "nouveau-piment" },
      });
      expect(reset.response.status).toBe(429);
    });
  });

  describe("mots de passe trop courants", () => {
    const common = [
      "12345678",
      "password",
      "azertyuiop",
      "motdepasse",
      "Motdepasse1",
      "jetaime123",
      "soleil123",
    ];

    it("refuse à l'inscription les mots de passe les plus courants, en français, sans rien écrire ni envoyer", async () => {
      for (const password of common) {
        const details = { ...newCustomer(`courant-${engine}`), password };
        const answer = await asClient().signup(details);
        expect(answer.response.status).toBe(400);
        expect(answer.body).toEqual({
          status: "error",
          code: "common_password",
          message:
            "Ce mot de passe fait partie des plus courants et serait vite deviné : choisissez-en un autre.",
        });
      }
      const email = newCustomer(`courant-${engine}`).email;
      expect(await t.database.db.select().from(schema.users).where(eq(schema.users.email, email))).toEqual(
        [],
      );
      expect(await lastMailTo(t.database.db, email)).toBeNull();
    });

    it("les refuse aussi pour un nouveau mot de passe (oubli ou changement)", async () => {
      const { client, details, token } = await verifiedCustomer("courant-change");
      for (const password of common) {
        const changed = await client.call("POST", "change-password/", {
          token,
          body: { current_password: details.password, password },
        });
        expect(changed.response.status).toBe(400);
        expect(changed.body.code).toBe("common_password");
      }
      const reset = await client.call("POST", "reset-password/", {
        body: { email: details.email, otp: "123456", password: "azertyuiop" },
      });
      expect(reset.response.status).toBe(400);
      expect(reset.body.code).toBe("common_password");
      expect((await client.login(details.email, details.password)).response.status).toBe(200);
    });
  });

  describe("connexion sans révéler qui a un compte", () => {
    it("une adresse inconnue et un mauvais mot de passe reçoivent la même réponse", async () => {
      const { client, details } = await verifiedCustomer("connue");
      const unknown = await client.login(`personne-${engine}@exemple.fr`, details.password);
      const wrong = await client.login(details.email, "pas-le-bon-mot-de-passe");
      expect(unknown.response.status).toBe(401);
      expect(wrong.response.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body).toEqual({
        status: "error",
        code: "wrong_credentials",
        message: "E-mail ou mot de passe incorrect.",
      });
    });

    it("l'envoi de code répond pareil pour une adresse inconnue, et n'écrit qu'au titulaire", async () => {
      const { client, details } = await verifiedCustomer("code-connu");
      const unknownEmail = `inconnu-code-${engine}@exemple.fr`;
      const known = await client.sendCode(details.email);
      const unknown = await client.sendCode(unknownEmail);
      expect(unknown.response.status).toBe(known.response.status);
      expect(unknown.body).toEqual(known.body);
      await expect
        .poll(async () => (await lastMailTo(t.database.db, details.email))?.subject)
        .toMatch(/Votre code/);
      expect(await lastMailTo(t.database.db, unknownEmail)).toBeNull();
    });

    it("limite les connexions par client, puis répond 429 avec Retry-After", async () => {
      const client = asClient();
      const answers = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        answers.push(await client.login(`essai-${attempt}-${engine}@exemple.fr`, "mauvais-mot-de-passe"));
      }
      expect(answers.slice(0, 30).every(({ response }) => response.status === 401)).toBe(true);
      const refused = answers[30];
      expect(refused?.response.status).toBe(429);
      expect(Number(refused?.response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused?.body.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/);
    });
  });

  describe("mot de passe oublié", () => {
    it("le code mailé permet d'en choisir un nouveau, qui ferme toutes les sessions", async () => {
      const { client, details, token } = await verifiedCustomer("oublie");
      await client.sendCode(details.email);
      await expect
        .poll(async () => (await lastMailTo(t.database.db, details.email))?.subject)
        .toMatch(/Votre code/);
      const code = await lastCodeSentTo(t.database.db, details.email);
      const wrong = await client.call("POST", "reset-password/", {
        body: {
          email: details.email,
          otp: code === "000000" ? "000001" : "000000",
          password: "nouveau-piment",
        },
      });
      expect(wrong.response.status).toBe(400);
      const reset = await client.call("POST", "reset-password/", {
        body: { email: details.email, otp: code, password: "nouveau-piment" },
      });
      expect(reset.response.status).toBe(200);
      expect((await lastMailTo(t.database.db, details.email))?.subject).toMatch(/mot de passe a été modifié/);
      expect((await client.call("GET", "profile", { token })).response.status).toBe(401);
      expect((await client.login(details.email, details.password)).response.status).toBe(401);
      expect((await client.login(details.email, "nouveau-piment")).response.status).toBe(200);
    });

    it("une adresse sans compte reçoit le même refus qu'un mauvais code", async () => {
      const client = asClient();
      const answer = await client.call("POST", "reset-password/", {
        body: { email: `sans-compte-${engine}@exemple.fr`, otp: "123456", password: "nouveau-piment" },
      });
      expect(answer.response.status).toBe(400);
      expect(answer.body.code).toBe("wrong_code");
    });
  });

  describe("session, profil et sécurité", () => {
    it("la déconnexion révoque le jeton", async () => {
      const { client, token, user } = await verifiedCustomer("deconnexion");
      const out = await client.call("POST", "logout/", { token, headers: { "x-user": String(user.id) } });
      expect(out.response.status).toBe(200);
      const after = await client.call("GET", "profile", { token });
      expect(after.response.status).toBe(401);
      expect(after.body.message).toMatch(/reconnecter/);
    });

    it("un jeton ne lit jamais le profil ni les commandes d'un autre", async () => {
      const alice = await verifiedCustomer("alice");
      const bob = await verifiedCustomer("bob");
      for (const path of [`profile?user_id=${bob.user.id}`, `orders?user_id=${bob.user.id}`]) {
        const answer = await alice.client.call("GET", path, { token: alice.token });
        expect(answer.response.status).toBe(401);
      }
      const viaHeader = await alice.client.call("GET", "profile", {
        token: alice.token,
        headers: { "x-user": String(bob.user.id) },
      });
      expect(viaHeader.response.status).toBe(401);
      expect((await alice.client.call("GET", "profile?token=faux-jeton")).response.status).toBe(401);
    });

    it("modifie le profil et l'adresse enregistrée, jamais l'e-mail", async () => {
      const { client, token, details } = await verifiedCustomer("profil");
      const address = {
        address: "12 Rue de Marseille",
        city: "Lyon",
        postal_code: "69007",
        country: "France",
      };
      const updated = await client.call("PATCH", "update-profile", {
        token,
        body: { first_name: "Camille", last_name: "Bernard", phone: "07 00 00 00 00", address },
      });
      expect(updated.response.status).toBe(200);
      expect(userPayloadSchema.parse(updated.body.payload)).toMatchObject({ last_name: "Bernard", address });
      const badPostal = await client.call("PATCH", "update-profile", {
        token,
        body: {
          first_name: "Camille",
          last_name: "Bernard",
          phone: "07 00 00 00 00",
          address: { ...address, postal_code: "6900" },
        },
      });
      expect(badPostal.response.status).toBe(400);
      expect(badPostal.body.message).toMatch(/code postal/i);
      const email = await client.call("PATCH", "update-profile", {
        token,
        body: {
          first_name: "Camille",
          last_name: "Bernard",
          phone: "07 00 00 00 00",
          email: `autre-${details.email}`,
        },
      });
      expect(email.response.status).toBe(400);
      expect(email.body.message).toBe("L'adresse e-mail d'un compte ne peut pas être modifiée.");
    });

    it("changer de mot de passe demande l'actuel et ferme les autres sessions", async () => {
      const { client, token, details } = await verifiedCustomer("change");
      const other = sessionPayloadSchema.parse(
        (await client.login(details.email, details.password)).body.payload,
      );
      const wrong = await client.call("POST", "change-password/", {
        token,
        body: { current_password: "pas-le-bon", password: "encore-plus-piquant" },
      });
      expect(wrong.response.status).toBe(403);
      const changed = await client.call("POST", "change-password/", {
        token,
        body: { current_password: details.password, password: "encore-plus-piquant" },
      });
      expect(changed.response.status).toBe(200);
      expect((await client.call("GET", "profile", { token })).response.status).toBe(200);
      expect((await client.call("GET", "profile", { token: other.token })).response.status).toBe(401);
      expect((await client.login(details.email, "encore-plus-piquant")).response.status).toBe(200);
    });
  });

  describe("commandes d'un compte et suppression", () => {
    async function placeOrder(token: string | null) {
      const colas = twoColas(await demoCatalogueIds(t.database.db), await demoPrices(t.database.db));
      const payload = orderPayload(colas.fields);
      const { response, body } = await t.json("/v2/public/checkout/", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ ...payload, user_id: 999_999 }),
      });
      expect(response.status).toBe(201);
      return placedOrderPayloadSchema.parse(body.payload).order_id;
    }

    it("une commande passée connecté porte le compte et se relit dans ses commandes, page par page", async () => {
      const { client, token, user } = await verifiedCustomer("commandes");
      const guest = await placeOrder(null);
      const mine = [await placeOrder(token), await placeOrder(token), await placeOrder(token)];
      const [guestRow] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, guest));
      expect(guestRow?.userId).toBeNull();

      const first = ordersPagePayloadSchema.parse(
        (await client.call("GET", `orders?token=${token}&user_id=${user.id}&page=1&limit=2`)).body.payload,
      );
      expect(first.total).toBe(3);
      expect(first.orders.map((order) => order.order_id)).toEqual([mine[2], mine[1]]);
      expect(first.orders[0]?.items[0]).toMatchObject({ item_name: "Cola 33 cl", quantity: 2 });
      const second = ordersPagePayloadSchema.parse(
        (await client.call("GET", "orders?page=2&limit=2", { token })).body.payload,
      );
      expect(second.orders.map((order) => order.order_id)).toEqual([mine[0]]);
      const defaults = ordersPagePayloadSchema.parse(
        (await client.call("GET", "orders", { token })).body.payload,
      );
      expect(defaults).toMatchObject({ page: 1, limit: 20, total: 3 });

      const badPage = await client.call("GET", "orders?page=zéro", { token });
      expect(badPage.response.status).toBe(400);
      expect(badPage.body.message).toBe("Le numéro de page doit être un nombre entier positif.");
    });

    it("supprimer le compte demande le mot de passe, garde les commandes sans l'identité, et ferme tout", async () => {
      const { client, token, user, details } = await verifiedCustomer("suppression");
      const orderId = await placeOrder(token);
      const wrong = await client.call("DELETE", "delete-profile/", {
        token,
        body: { token, user_id: user.id, password: "pas-le-bon" },
      });
      expect(wrong.response.status).toBe(403);
      const deleted = await client.call("DELETE", "delete-profile/", {
        token,
        headers: { "x-user": String(user.id) },
        body: { token, user_id: user.id, password: details.password },
      });
      expect(deleted.response.status).toBe(200);

      const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
      expect(order).toMatchObject({ userId: null, firstName: "", lastName: "", email: "", phone: "" });
      expect(order?.total).toBeGreaterThan(0);
      expect(await t.database.db.select().from(schema.users).where(eq(schema.users.id, user.id))).toEqual([]);
      expect((await client.call("GET", "profile", { token })).response.status).toBe(401);
      expect((await client.login(details.email, details.password)).response.status).toBe(401);
    });

    it("sans session, la suppression répond « Vous n'êtes pas connecté »", async () => {
      const client = asClient();
      const answer = await client.call("DELETE", "delete-profile/", { body: { password: "peu-importe" } });
      expect(answer.response.status).toBe(401);
      expect(answer.body.code).toBe("not_logged_in");
    });
  });
});
