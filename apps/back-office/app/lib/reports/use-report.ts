import { fill, reports as text } from "@comptoir/messages";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { useEffect, useState } from "react";

export type ReportLoad<Report> =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; report: Report };

/**
 * A report read from the server for the page's day or period (`key`), again when it changes; an
 * answer to a question no longer asked is dropped. `read` is null until the session is the
 * owner's; a 401 ends the session (back to the login), any other refusal is said in French.
 */
export function useReport<Report>(
  read: (() => Promise<ApiResult<Report>>) | null,
  key: string,
  endSession: () => void,
): ReportLoad<Report> {
  const [load, setLoad] = useState<ReportLoad<Report>>({ kind: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per session and key.
  useEffect(() => {
    if (!read) return;
    let current = true;
    setLoad({ kind: "loading" });
    void read().then((result) => {
      if (!current) return;
      if (result.ok) setLoad({ kind: "ready", report: result.payload });
      else if (result.status === 401) endSession();
      else setLoad({ kind: "failed", message: fill(text.failed, { message: result.message }) });
    });
    return () => {
      current = false;
    };
  }, [read === null, key]);
  return load;
}
