import { describe, expect, it, vi } from "vitest";
import { createAccountApi } from "./account/account-api.ts";
import { callSessionOf, createApiClient } from "./api-client.ts";

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("les appels de la commande", () => {
  it("envoie la commande en JSON, sans cache, et rend la réponse", async () => {
    const fetcher = vi.fn(async () =>
      answer(201, { status: "success", payload: { order_id: 7, status: "pending", total: 3.5 } }),
    );
    const api = createApiClient(fetcher);
    const result = await api.placeOrder({ local_id: "cle-de-commande-01" } as never);
    expect(result).toEqual({
      ok: true,
      status: 201,
      payload: { order_id: 7, status: "pending", total: 3.5 },
    });
    const [path, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/v2/public/checkout/");
    expect(init.method).toBe("POST");
    expect(init.cache).toBe("no-store");
    expect(JSON.parse(String(init.body))).toEqual({ local_id: "cle-de-commande-01" });
  });

  it("garde le message, le code et le panier du serveur d'un refus", async () => {
    const cart = { total: 3.5 };
    const api = createApiClient(async () =>
      answer(409, { status: "error", code: "price_changed", message: "Les prix ont changé.", cart }),
    );
    expect(await api.placeOrder({} as never)).toEqual({
      ok: false,
      status: 409,
      code: "price_changed",
      message: "Les prix ont changé.",
      cart,
    });
  });

  it("hors ligne ou réponse illisible : un message en français, jamais une exception", async () => {
    const offline = createApiClient(async () => {
      throw new TypeError("Failed to fetch");
    });
    const down = createApiClient(async () => new Response("<html>", { status: 502 }));
    expect(
      await offline.updateOrder({
        order_id: 1,
        local_id: "cle-de-commande-01",
        status: "pending",
        transaction_id: null,
      }),
    ).toMatchObject({
      ok: false,
      status: 0,
      code: null,
      message: "Connexion impossible : vérifiez votre réseau.",
    });
    expect(await down.readOrder(1, "cle-de-commande-01")).toMatchObject({
      ok: false,
      status: 502,
      message: "Le service ne répond pas, réessayez dans un instant.",
    });
  });

  it("relit une commande avec sa clé, en échappant le chemin", async () => {
    const paths: string[] = [];
    const fetcher = async (path: string) => {
      paths.push(path);
      return answer(404, { status: "error", code: "order_not_found", message: "Introuvable." });
    };
    await createApiClient(fetcher).readOrder(12, "cle-de-commande-01");
    expect(paths).toEqual(["/v2/public/checkout/orders/12?local_id=cle-de-commande-01"]);
  });
});

describe("les appels du panier et de l'adresse", () => {
  it("demande un code promo sans cache, le code nettoyé et échappé", async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const api = createApiClient(async (path, init) => {
      calls.push([path, init]);
      return answer(404, { status: "error", code: "coupon_not_found", message: "Ce code n'existe pas." });
    });
    expect(await api.checkCoupon("  pim/ent ")).toEqual({
      ok: false,
      status: 404,
      code: "coupon_not_found",
      message: "Ce code n'existe pas.",
    });
    expect(calls.map(([path]) => path)).toEqual(["/v2/public/offers/pim%2Fent"]);
    expect(calls[0]?.[1]?.cache).toBe("no-store");
  });

  it("rend les recommandations en identifiants, et une liste vide quand le service échoue", async () => {
    let body: unknown = null;
    const api = createApiClient(async (_path, init) => {
      body = JSON.parse(String(init?.body));
      return answer(200, { status: "success", payload: { recommendations: [{ itemId: 4 }, { itemId: 2 }] } });
    });
    expect(await api.recommendationsFor(["1", "3"])).toEqual(["4", "2"]);
    expect(body).toEqual({ cartItems: [1, 3], maxRecommendations: 12 });
    const down = createApiClient(async () => new Response("<html>", { status: 502 }));
    expect(await down.recommendationsFor(["1"])).toEqual([]);
  });

  it("laisse passer l'abandon demandé par la page au lieu d'en faire une erreur de réseau", async () => {
    const api = createApiClient(async (_path, init) => {
      init?.signal?.throwIfAborted();
      return answer(200, { status: "success", payload: [] });
    });
    const controller = new AbortController();
    controller.abort();
    await expect(api.searchAddresses("12 rue de Marseille", controller.signal)).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});

describe("l'annonce d'un article ajouté", () => {
  it("nomme le menu et l'article, sans cache, et n'échoue jamais pour le client", async () => {
    const calls: [string, RequestInit | undefined][] = [];
    createApiClient(async (path, init) => {
      calls.push([path, init]);
      throw new TypeError("Failed to fetch");
    }).announceProductAdded("2", "17");
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.[0]).toBe("/v2/public/products/2?item=17");
    expect(calls[0]?.[1]?.cache).toBe("no-store");
  });
});

describe("les appels du compte client", () => {
  function recording(status: number, body: unknown) {
    const calls: { path: string; init: RequestInit }[] = [];
    const api = createAccountApi(async (path, init) => {
      calls.push({ path, init: init ?? {} });
      return answer(status, body);
    });
    return { api, calls };
  }
  const headersOf = (init: RequestInit) => init.headers as Record<string, string>;
  const session = { token: "jeton-secret", userId: 7 };

  it("se connecte en JSON, sans jeton, et rend la session", async () => {
    const payload = { token: "jeton", user: { id: 7 } };
    const { api, calls } = recording(200, { status: "success", payload });
    expect(await api.login({ email: "lea@example.fr", password: "secret-123" })).toEqual({
      ok: true,
      status: 200,
      payload,
    });
    expect(calls[0]?.path).toBe("/v2/public/auth/login/");
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      email: "lea@example.fr",
      password: "secret-123",
    });
    expect(headersOf(calls[0]?.init ?? {}).authorization).toBeUndefined();
  });

  it("garde le message et le code d'un refus (adresse non confirmée)", async () => {
    const { api } = recording(403, {
      status: "error",
      code: "email_not_verified",
      message: "Confirmez d'abord votre adresse e-mail.",
    });
    expect(await api.login({ email: "lea@example.fr", password: "x" })).toEqual({
      ok: false,
      status: 403,
      code: "email_not_verified",
      message: "Confirmez d'abord votre adresse e-mail.",
    });
  });

  it("envoie l'adresse et le code dans la requête, échappés", async () => {
    const { api, calls } = recording(200, { status: "success", payload: { message: "ok" } });
    await api.sendCode("lea+pim@example.fr");
    await api.verifyCode("lea+pim@example.fr", "123456");
    expect(calls.map((call) => [call.init.method, call.path])).toEqual([
      ["GET", "/v2/public/auth/send-otp/?email=lea%2Bpim%40example.fr"],
      ["GET", "/v2/public/auth/verify-otp/?email=lea%2Bpim%40example.fr&otp=123456"],
    ]);
  });

  it("les appels d'une session portent le jeton et x-user dans les en-têtes, jamais dans l'adresse", async () => {
    const { api, calls } = recording(200, { status: "success", payload: {} });
    await api.profile(session);
    await api.orders(session, 2);
    await api.updateProfile(session, {
      first_name: "Léa",
      last_name: "Martin",
      phone: "0612345678",
      address: null,
    });
    await api.changePassword(session, { current_password: "ancien-123", password: "nouveau-123" });
    await api.logout(session);
    expect(calls.map((call) => [call.init.method, call.path])).toEqual([
      ["GET", "/v2/public/auth/profile"],
      ["GET", "/v2/public/auth/orders?page=2&limit=20"],
      ["PATCH", "/v2/public/auth/update-profile"],
      ["POST", "/v2/public/auth/change-password/"],
      ["POST", "/v2/public/auth/logout/"],
    ]);
    for (const call of calls) {
      expect(headersOf(call.init)).toMatchObject({ authorization: "Bearer jeton-secret", "x-user": "7" });
      expect(call.path).not.toContain("jeton-secret");
      expect(call.init.cache).toBe("no-store");
    }
  });

  it("la suppression envoie le corps de la spécification et les en-têtes", async () => {
    const { api, calls } = recording(200, { status: "success", payload: { deleted: true } });
    await api.deleteProfile(session, "mon-mot-de-passe");
    expect(calls[0]?.path).toBe("/v2/public/auth/delete-profile/");
    expect(calls[0]?.init.method).toBe("DELETE");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      token: "jeton-secret",
      user_id: 7,
      password: "mon-mot-de-passe",
    });
    expect(headersOf(calls[0]?.init ?? {})).toMatchObject({
      authorization: "Bearer jeton-secret",
      "x-user": "7",
    });
  });

  it("une commande passée connecté porte la session ; en invité, aucun en-tête", async () => {
    const calls: RequestInit[] = [];
    const api = createApiClient(async (_path, init) => {
      calls.push(init ?? {});
      return answer(201, { status: "success", payload: { order_id: 1 } });
    });
    await api.placeOrder({ local_id: "cle" } as never, callSessionOf({ token: "jeton", user: { id: 3 } }));
    await api.placeOrder({ local_id: "cle" } as never);
    expect(headersOf(calls[0] ?? {})).toMatchObject({ authorization: "Bearer jeton", "x-user": "3" });
    expect(headersOf(calls[1] ?? {}).authorization).toBeUndefined();
  });
});
