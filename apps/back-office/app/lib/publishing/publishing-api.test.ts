import { describe, expect, it, vi } from "vitest";
import { changeOf, createPublishingApi, exportFileName } from "./publishing-api.ts";

/** A fetch that answers every call with `payload` and keeps what was asked. */
function recording(payload: unknown = null) {
  const calls: { path: string; method: string; body: unknown; authorization: string | undefined }[] = [];
  const fetcher = vi.fn(async (path: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({
      path,
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.authorization,
    });
    return new Response(JSON.stringify({ status: "success", payload }), { status: 200 });
  });
  return { calls, fetcher };
}

describe("the publishing calls", () => {
  it("publish now, or later at an instant, with the warnings confirmed or not", async () => {
    const { calls, fetcher } = recording();
    const api = createPublishingApi("jeton", fetcher);
    await api.publish(false);
    await api.publish(true, "2026-11-27T10:00:00.000Z");
    expect(calls).toEqual([
      {
        path: "/v2/staff/catalogue/publish",
        method: "POST",
        body: { confirm_warnings: false },
        authorization: "Bearer jeton",
      },
      {
        path: "/v2/staff/catalogue/publish",
        method: "POST",
        body: { confirm_warnings: true, at: "2026-11-27T10:00:00.000Z" },
        authorization: "Bearer jeton",
      },
    ]);
  });

  it("name each version, restore and scheduled publication by its id", async () => {
    const { calls, fetcher } = recording();
    const api = createPublishingApi("jeton", fetcher);
    await api.review();
    await api.discard();
    await api.versions();
    await api.version(7);
    await api.restore(7);
    await api.scheduled();
    await api.cancelScheduled(3);
    await api.importFile({ version: 1 });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /v2/staff/catalogue/draft/review",
      "POST /v2/staff/catalogue/draft/discard",
      "GET /v2/staff/catalogue/versions",
      "GET /v2/staff/catalogue/versions/7",
      "POST /v2/staff/catalogue/versions/7/restore",
      "GET /v2/staff/catalogue/scheduled",
      "DELETE /v2/staff/catalogue/scheduled/3",
      "POST /v2/staff/catalogue/import",
    ]);
    expect(calls.at(-1)?.body).toEqual({ version: 1 });
  });

  it("ask the audit log with only the filters given", async () => {
    const { calls, fetcher } = recording({ entries: [], next_before: null });
    const api = createPublishingApi("jeton", fetcher);
    await api.audit();
    await api.audit({ action: "draft.", staff: 2, before: 40, subject: undefined });
    await api.audit({ subject: "" });
    expect(calls.map((call) => call.path)).toEqual([
      "/v2/staff/audit",
      "/v2/staff/audit?action=draft.&staff=2&before=40",
      "/v2/staff/audit",
    ]);
  });

  it("export the file as the raw answer, with the token and never from a cache", async () => {
    const fetcher = vi.fn(async () => new Response("{}", { status: 200 }));
    const response = await createPublishingApi("jeton", fetcher).exportFile();
    expect(await response.text()).toBe("{}");
    expect(fetcher).toHaveBeenCalledWith("/v2/staff/catalogue/export", {
      cache: "no-store",
      headers: { authorization: "Bearer jeton" },
    });
  });

  it("send a .zip archive as it is, typed as one, with the token", async () => {
    const fetcher = vi.fn(
      async (_path: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ status: "success", payload: { changes: [] } }), { status: 200 }),
    );
    const archive = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])]);
    const result = await createPublishingApi("jeton", fetcher).importArchive(archive);
    expect(result).toEqual({ ok: true, status: 200, payload: { changes: [] } });
    const [path, init] = fetcher.mock.calls[0] ?? [];
    expect(path).toBe("/v2/staff/catalogue/import");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toMatchObject({ "content-type": "application/zip", authorization: "Bearer jeton" });
    expect(new Uint8Array(await new Response(init?.body as Blob).arrayBuffer())).toEqual(
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]),
    );
  });

  it("send no token when there is no session", async () => {
    const { calls, fetcher } = recording();
    await createPublishingApi(null, fetcher).versions();
    expect(calls[0]?.authorization).toBeUndefined();
  });
});

describe("the export's file name", () => {
  it("is the server's, quoted or not, else dated today", () => {
    expect(exportFileName('attachment; filename="carte-2026-11-26.json"', "2026-11-26")).toBe(
      "carte-2026-11-26.json",
    );
    expect(exportFileName("attachment; filename=carte.json; size=12", "2026-11-26")).toBe("carte.json");
    expect(exportFileName("attachment", "2026-11-26")).toBe("restaurant-2026-11-26.json");
    expect(exportFileName(null, "2026-11-26")).toBe("restaurant-2026-11-26.json");
  });
});

describe("a version's change", () => {
  it("keeps only its text", () => {
    expect(changeOf("Burger : prix 9,50 € → 10 €")).toEqual({ ref: "", text: "Burger : prix 9,50 € → 10 €" });
  });
});
