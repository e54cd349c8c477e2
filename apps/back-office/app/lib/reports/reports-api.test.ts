import { describe, expect, it } from "vitest";
import { dayReportOf } from "./report.fixture.ts";
import { createReportsApi, exportFallbackName, exportPath } from "./reports-api.ts";

function recorder(answer: () => Response) {
  const calls: { path: string; authorization: string | null }[] = [];
  const fetcher = async (path: string, init?: RequestInit) => {
    calls.push({ path, authorization: new Headers(init?.headers).get("authorization") });
    return answer();
  };
  return { calls, fetcher };
}

const success = (payload: unknown) =>
  new Response(JSON.stringify({ status: "success", payload }), { status: 200 });

describe("the reports' calls", () => {
  it("ask for a day and a period with the staff token as a bearer header", async () => {
    const { calls, fetcher } = recorder(() => success(dayReportOf()));
    const api = createReportsApi("jeton", fetcher);
    const day = await api.day("2026-11-24");
    await api.period("2026-11-23", "2026-11-29");
    await api.journal();
    expect(day).toEqual({ ok: true, status: 200, payload: dayReportOf() });
    expect(calls).toEqual([
      { path: "/v2/staff/reports/day?date=2026-11-24", authorization: "Bearer jeton" },
      { path: "/v2/staff/reports/period?from=2026-11-23&to=2026-11-29", authorization: "Bearer jeton" },
      { path: "/v2/staff/journal", authorization: "Bearer jeton" },
    ]);
  });

  it("fetch an export with the token (a link could not send it), under the server's file name", async () => {
    const { calls, fetcher } = recorder(
      () =>
        new Response("\ufeffdate;total\n24/11/2026;12,50\n", {
          status: 200,
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": 'attachment; filename="commandes-2026-11-24.csv"',
          },
        }),
    );
    const result = await createReportsApi("jeton", fetcher).exportFile("orders", "2026-11-24", "2026-11-24");
    expect(calls).toEqual([
      {
        path: "/v2/staff/reports/exports/orders.csv?from=2026-11-24&to=2026-11-24",
        authorization: "Bearer jeton",
      },
    ]);
    expect(result.ok && result.name).toBe("commandes-2026-11-24.csv");
    expect(result.ok && (await result.blob.text())).toContain("24/11/2026;12,50");
  });

  it("names a file the server did not name", async () => {
    const { fetcher } = recorder(() => new Response("x", { status: 200 }));
    const api = createReportsApi("jeton", fetcher);
    const result = await api.exportFile("vat", "2026-11-01", "2026-11-30");
    expect(result.ok && result.name).toBe("vat-2026-11-01_2026-11-30.csv");
    expect(exportFallbackName("days", "2026-11-24", "2026-11-24")).toBe("days-2026-11-24.csv");
    const archive = await api.archive("day:2026-11-23");
    expect(archive.ok && archive.name).toBe("journal-day-2026-11-23");
  });

  it("says the server's French refusal of a file, or that the shop is unreachable", async () => {
    const refused = recorder(
      () =>
        new Response(JSON.stringify({ status: "error", code: "forbidden", message: "Réservé au gérant." }), {
          status: 403,
        }),
    );
    expect(
      await createReportsApi("jeton", refused.fetcher).exportFile("orders", "2026-11-24", "2026-11-24"),
    ).toEqual({
      ok: false,
      status: 403,
      message: "Réservé au gérant.",
    });
    const offline = createReportsApi("jeton", async () => {
      throw new TypeError("Failed to fetch");
    });
    const result = await offline.archive("year:2026");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.status).toBe(0);
  });

  it("writes an export's address with its days", () => {
    expect(exportPath("order-lines", "2026-11-01", "2026-11-30")).toBe(
      "/v2/staff/reports/exports/order-lines.csv?from=2026-11-01&to=2026-11-30",
    );
  });
});
