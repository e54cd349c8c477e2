import { describe, expect, it } from "vitest";
import { createStaffApi } from "../staff-api.ts";
import { createDraftClient, staleCurrent } from "./draft-client.ts";

describe("the draft's calls", () => {
  it("name the thing by its ref, carry the staff token and read a stale save's current thing", async () => {
    const calls: { path: string; method: string; authorization: string | null; body: unknown }[] = [];
    const current = { ref: "item:burger", revision: 5, value: { name: "Burger" } };
    const fetcher = async (path: string, init?: RequestInit) => {
      calls.push({
        path,
        method: init?.method ?? "GET",
        authorization: new Headers(init?.headers).get("authorization"),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (init?.method === "PUT")
        return new Response(
          JSON.stringify({
            status: "error",
            code: "stale_revision",
            message: "Modifié entre-temps",
            current,
          }),
          { status: 409 },
        );
      return new Response(JSON.stringify({ status: "success", payload: null }), { status: 200 });
    };
    const client = createDraftClient(createStaffApi("jeton", fetcher).call);
    const stale = await client.save("item:burger", { revision: 4, value: { name: "Burger" } });
    await client.remove("item:burger", 5);
    await client.order("category:burgers", ["burger", "frites"]);
    const read = await client.draft();

    expect(staleCurrent(stale)).toEqual(current);
    expect(stale.ok ? null : stale.message).toBe("Modifié entre-temps");
    expect(staleCurrent(read)).toBeNull();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "PUT /v2/staff/catalogue/draft/things/item:burger",
      "DELETE /v2/staff/catalogue/draft/things/item:burger?revision=5",
      "POST /v2/staff/catalogue/draft/order",
      "GET /v2/staff/catalogue/draft",
    ]);
    expect(calls.every((call) => call.authorization === "Bearer jeton")).toBe(true);
    expect(calls[2]?.body).toEqual({ parent: "category:burgers", keys: ["burger", "frites"] });
  });
});
