import { describe, expect, it, vi } from "vitest";
import { createCheckoutApi } from "./checkout-api.ts";

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("les appels de la commande", () => {
  it("envoie la commande en JSON, sans cache, et rend la réponse", async () => {
    const fetcher = vi.fn(async () =>
      answer(201, { status: "success", payload: { order_id: 7, status: "pending", total: 3.5 } }),
    );
    const api = createCheckoutApi(fetcher);
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
    const api = createCheckoutApi(async () =>
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
    const offline = createCheckoutApi(async () => {
      throw new TypeError("Failed to fetch");
    });
    const down = createCheckoutApi(async () => new Response("<html>", { status: 502 }));
    expect(await offline.updateOrder({ order_id: 1, status: "pending", transaction_id: null })).toMatchObject(
      {
        ok: false,
        status: 0,
        code: null,
        message: "Connexion impossible : vérifiez votre réseau.",
      },
    );
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
    await createCheckoutApi(fetcher).readOrder(12, "cle-de-commande-01");
    expect(paths).toEqual(["/v2/public/checkout/orders/12?local_id=cle-de-commande-01"]);
  });
});
