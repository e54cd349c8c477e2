import type { JournalStatusPayload } from "@comptoir/contracts";
import { fill, reports as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { useEffect, useState } from "react";
import { offerDownload } from "../../lib/downloads.ts";
import { closingLabel, instantParts, reportEuros } from "../../lib/reports/report-format.ts";
import type { ReportsApi } from "../../lib/reports/reports-api.ts";

type Load = { kind: "loading" } | { kind: "absent" } | { kind: "ready"; journal: JournalStatusPayload };

/**
 * The sales journal's state (ADR 066): the shop's public key, the last entry chained, the closings
 * with their signed archives to download. A server without the journal's route (404) shows
 * nothing here: the reports stand without it.
 */
export function SalesJournal({
  api,
  timeZone,
  onUnauthorized,
}: {
  api: ReportsApi;
  timeZone: string;
  onUnauthorized: () => void;
}) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [problem, setProblem] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per session.
  useEffect(() => {
    let current = true;
    void api.journal().then((result) => {
      if (!current) return;
      if (result.ok) setLoad({ kind: "ready", journal: result.payload });
      else if (result.status === 401) onUnauthorized();
      else setLoad({ kind: "absent" });
    });
    return () => {
      current = false;
    };
  }, [api]);

  async function download(closes: string) {
    setProblem(null);
    const result = await api.archive(closes);
    if (result.ok) offerDownload(result.blob, result.name);
    else if (result.status === 401) onUnauthorized();
    else setProblem(fill(text.archiveFailed, { message: result.message }));
  }

  if (load.kind !== "ready") return null;
  const { journal } = load;
  return (
    <section aria-labelledby="journal-ventes" className="flex flex-col gap-3" data-testid="sales-journal">
      <h2 id="journal-ventes" className="text-xl font-black">
        {text.journalTitle}
      </h2>
      <p className="text-muted">{text.journalIntro}</p>
      <dl className="flex flex-col gap-2">
        <div>
          <dt className="font-semibold">{text.lastChained}</dt>
          <dd className="break-all text-muted">
            {journal.chained
              ? fill(text.lastChainedValue, { seq: journal.chained.seq, hash: journal.chained.hash })
              : text.noneChained}
          </dd>
          {journal.unchained > 0 ? (
            <dd className="text-muted">{fill(text.unchained, { count: journal.unchained })}</dd>
          ) : null}
        </div>
      </dl>
      <details className="rounded-2xl border border-line px-4">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
          {text.publicKey}
        </summary>
        <pre className="overflow-x-auto pb-3 text-sm whitespace-pre-wrap break-all">{journal.public_key}</pre>
      </details>
      <h3 className="text-lg font-black">{text.closings}</h3>
      <FormMessages problem={problem} />
      {journal.closings.length === 0 ? (
        <p className="text-muted">{text.noClosings}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line px-4">
          {journal.closings.map((closing) => {
            const at = instantParts(closing.at, timeZone);
            const label = closingLabel(closing.closes);
            return (
              <li key={closing.closes} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div>
                  <p className="font-bold">{label}</p>
                  <p className="text-sm text-muted">
                    {fill(text.closingNet, { net: reportEuros(closing.net) })} · {fill(text.closingAt, at)}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void download(closing.closes)}
                  aria-label={fill(text.archiveDownloadOf, { closing: label })}
                  className="min-h-11 rounded-full border-2 border-cream px-4 font-bold print:hidden"
                >
                  {text.archiveDownload}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
