import { REPORT_EXPORTS, type ReportExport } from "@comptoir/contracts/report-constants";
import { fill, reportExportLabels, reports as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { useState } from "react";
import { offerDownload } from "../../lib/downloads.ts";
import type { ReportsApi } from "../../lib/reports/reports-api.ts";

/**
 * The four CSV exports of the days shown, for the accountant. Each is fetched with the staff token
 * and offered as a download under the server's file name.
 */
export function ReportExports({
  api,
  from,
  to,
  onUnauthorized,
}: {
  api: ReportsApi;
  from: string;
  to: string;
  onUnauthorized: () => void;
}) {
  const [pending, setPending] = useState<ReportExport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(name: ReportExport) {
    if (pending) return;
    setPending(name);
    setProblem(null);
    const result = await api.exportFile(name, from, to);
    setPending(null);
    if (result.ok) offerDownload(result.blob, result.name);
    else if (result.status === 401) onUnauthorized();
    else setProblem(fill(text.exportFailed, { message: result.message }));
  }

  return (
    <section aria-labelledby="rapport-exports" className="flex flex-col gap-2 print:hidden">
      <h2 id="rapport-exports" className="text-xl font-black">
        {text.exportsTitle}
      </h2>
      <p className="text-muted">{text.exportsHint}</p>
      <ul className="flex flex-wrap gap-2">
        {REPORT_EXPORTS.map((name) => (
          <li key={name}>
            <button
              type="button"
              aria-disabled={pending !== null || undefined}
              onClick={() => void download(name)}
              className="min-h-12 rounded-full border-2 border-cream px-5 font-bold"
            >
              {pending === name
                ? text.exportPending
                : fill(text.exportButton, { name: reportExportLabels[name] })}
            </button>
          </li>
        ))}
      </ul>
      <FormMessages problem={problem} />
    </section>
  );
}
