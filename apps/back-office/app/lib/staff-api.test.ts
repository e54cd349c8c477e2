import { describe, expect, it } from "vitest";
import { createStaffApi } from "./staff-api.ts";

function recorder() {
  const calls: { path: string; method: string; authorization: string | null; body: unknown }[] = [];
  const fetcher = async (path: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({
      path,
      method: init?.method ?? "GET",
      authorization: headers.get("authorization"),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify({ status: "success", payload: null }), { status: 200 });
  };
  return { calls, fetcher };
}

describe("the board's calls", () => {
  it("carry the staff token as a bearer header, never in the address", async () => {
    const { calls, fetcher } = recorder();
    const api = createStaffApi("jeton", fetcher);
    await api.act(12, { action: "refuse", reason: "Complet" });
    await api.setAvailability("choices", 7, "sold_out");
    await api.setPause({ scope: "delivery", until: null });
    await api.removeMember(3);
    await api.kitchenLoad();
    await api.setRush({ extra_minutes: 20, close: false, until: "2026-11-24T12:30:00.000Z" });
    expect(calls).toEqual([
      {
        path: "/v2/staff/orders/12/actions",
        method: "POST",
        authorization: "Bearer jeton",
        body: { action: "refuse", reason: "Complet" },
      },
      {
        path: "/v2/staff/availability/choices/7",
        method: "PUT",
        authorization: "Bearer jeton",
        body: { state: "sold_out" },
      },
      {
        path: "/v2/staff/pause",
        method: "PUT",
        authorization: "Bearer jeton",
        body: { scope: "delivery", until: null },
      },
      { path: "/v2/staff/team/3", method: "DELETE", authorization: "Bearer jeton", body: undefined },
      { path: "/v2/staff/kitchen/load", method: "GET", authorization: "Bearer jeton", body: undefined },
      {
        path: "/v2/staff/kitchen/rush",
        method: "PUT",
        authorization: "Bearer jeton",
        body: { extra_minutes: 20, close: false, until: "2026-11-24T12:30:00.000Z" },
      },
    ]);
  });

  it("log in without a token, and say the server's French refusal", async () => {
    const calls: (string | null)[] = [];
    const api = createStaffApi(null, async (_path, init) => {
      calls.push(new Headers(init?.headers).get("authorization"));
      return new Response(
        JSON.stringify({
          status: "error",
          code: "staff_unauthorized",
          message: "E-mail ou mot de passe incorrect.",
        }),
        { status: 401 },
      );
    });
    const result = await api.login("chef@example.fr", "secret");
    expect(calls).toEqual([null]);
    expect(result).toMatchObject({ ok: false, status: 401, message: "E-mail ou mot de passe incorrect." });
  });
});
