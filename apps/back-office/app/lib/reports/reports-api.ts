import type {
  DayReportPayload,
  JournalStatusPayload,
  PeriodReportPayload,
  ReportExport,
} from "@comptoir/contracts";
import { connection as connectionText } from "@comptoir/messages";
import { defaultFetcher, type Fetcher } from "@comptoir/ui/api-request.ts";
import { attachmentName } from "../downloads.ts";
import { staffCaller, withStaffToken } from "../staff-api.ts";

/**
 * The owner's reports on the staff API (packages/contracts/src/reports.ts): the day, a period, the
 * sales journal's state, and the files (CSV exports, a closing's signed archive). The files are
 * fetched, not linked: the staff token goes as a bearer header, which a link cannot send, and
 * never in an address (logs keep addresses).
 */

/** A file the server sent, or its French refusal. */
export type FileResult =
  | { ok: true; blob: Blob; name: string }
  | { ok: false; status: number; message: string };

/** The export's address for the days `from` to `to`, both included. */
export function exportPath(exportName: ReportExport, from: string, to: string): string {
  return `/v2/staff/reports/exports/${exportName}.csv?${new URLSearchParams({ from, to }).toString()}`;
}

/** The name a download gets when the server names none: `commandes-2026-11-24.csv`. */
export function exportFallbackName(exportName: ReportExport, from: string, to: string): string {
  return `${exportName}-${from === to ? from : `${from}_${to}`}.csv`;
}

export function createReportsApi(token: string | null, fetcher: Fetcher = defaultFetcher) {
  const call = staffCaller(token, fetcher);
  const withToken = withStaffToken(token, fetcher);

  async function file(path: string, fallbackName: string): Promise<FileResult> {
    let response: Response;
    try {
      response = await withToken(path, { cache: "no-store" });
    } catch {
      return { ok: false, status: 0, message: connectionText.offline };
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      return { ok: false, status: response.status, message: body?.message ?? connectionText.unavailable };
    }
    return {
      ok: true,
      blob: await response.blob(),
      name: attachmentName(response.headers.get("content-disposition")) ?? fallbackName,
    };
  }

  return {
    day: (date: string) =>
      call<DayReportPayload>("GET", `/v2/staff/reports/day?${new URLSearchParams({ date }).toString()}`),
    period: (from: string, to: string) =>
      call<PeriodReportPayload>(
        "GET",
        `/v2/staff/reports/period?${new URLSearchParams({ from, to }).toString()}`,
      ),
    journal: () => call<JournalStatusPayload>("GET", "/v2/staff/journal"),
    exportFile: (exportName: ReportExport, from: string, to: string) =>
      file(exportPath(exportName, from, to), exportFallbackName(exportName, from, to)),
    /** A closing's signed archive (`day:2026-11-24`). */
    archive: (closes: string) =>
      file(`/v2/staff/journal/archives/${closes}`, `journal-${closes.replace(":", "-")}`),
  };
}

export type ReportsApi = ReturnType<typeof createReportsApi>;
