import { connection as connectionText, fill, publishing as text } from "@comptoir/messages";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { useState } from "react";
import { offerDownload } from "../../lib/downloads.ts";
import { exportFileName, type PublishingApi } from "../../lib/publishing/publishing-api.ts";

/** Each place in the file the server refused, with why: "menus.0.name : …". */
function importErrors(details: Record<string, unknown> | undefined): string[] {
  const errors = Array.isArray(details?.errors)
    ? (details.errors as { place?: string; message?: string }[])
    : [];
  // The first is already in the server's message.
  return errors
    .slice(1)
    .map((error) => (error.place ? `${error.place} : ${error.message}` : String(error.message)));
}

/**
 * "Exporter le restaurant" (the live catalogue and settings as a restaurant file, a download; a .zip
 * with its photos when it has any) and "Importer un fichier" (a file or an archive becomes the whole draft; the server's French refusal names the
 * place in the file). The owner's alone, as the export holds every setting of the shop. The export
 * is fetched, not linked: the staff token goes in a header.
 */
export function RestaurantFilePanel({
  api,
  today,
  withPassword,
  onImported,
}: {
  api: PublishingApi;
  /** The shop's date, `YYYY-MM-DD`, for a file the server did not name. */
  today: string;
  withPassword: <T>(call: () => Promise<ApiResult<T>>) => Promise<ApiResult<T> | null>;
  onImported: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function exportRestaurant() {
    setProblem(null);
    setNotice(null);
    try {
      const response = await api.exportFile();
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        setProblem(fill(text.exportFailed, { message: body?.message ?? connectionText.unavailable }));
        return;
      }
      offerDownload(
        await response.blob(),
        exportFileName(response.headers.get("content-disposition"), today),
      );
    } catch {
      setProblem(fill(text.exportFailed, { message: connectionText.offline }));
    }
  }

  async function importRestaurant(file: File) {
    setProblem(null);
    setNotice(null);
    // An archive with photos (ADR 053) goes as it is: the server reads and checks it.
    const start = new Uint8Array(await file.slice(0, 4).arrayBuffer());
    const archive = start[0] === 0x50 && start[1] === 0x4b && start[2] === 0x03 && start[3] === 0x04;
    let parsed: unknown;
    if (!archive) {
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        setProblem(text.importNotJson);
        return;
      }
    }
    setBusy(true);
    const result = await withPassword(() => (archive ? api.importArchive(file) : api.importFile(parsed)));
    setBusy(false);
    if (!result) return;
    if (!result.ok) {
      setProblem(
        [fill(text.importFailed, { message: result.message }), ...importErrors(result.details)].join("\n"),
      );
      return;
    }
    setNotice(text.imported);
    onImported();
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">{text.fileIntro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          onClick={() => void exportRestaurant()}
          className="min-h-12 rounded-full border-2 border-cream px-5 font-bold"
        >
          {text.exportButton}
        </button>
        <div className="flex flex-col gap-1">
          {/* The browser's own file button speaks the browser's language: a label of ours opens it. */}
          <label
            htmlFor="importer-fichier"
            className={`inline-flex min-h-12 w-fit cursor-pointer items-center rounded-full border-2 border-cream px-5 font-bold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
              busy ? "opacity-60" : ""
            }`}
          >
            {text.importLabel}
            <input
              id="importer-fichier"
              type="file"
              accept="application/json,.json,application/zip,.zip"
              disabled={busy}
              aria-describedby="importer-aide"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) void importRestaurant(file);
              }}
              className="sr-only"
            />
          </label>
          <p id="importer-aide" className="text-sm text-muted">
            {text.importHint}
          </p>
        </div>
      </div>
      <div role="alert" className="empty:hidden">
        {problem ? (
          <p
            data-testid="file-problem"
            className="whitespace-pre-line rounded-2xl border-2 border-danger bg-panel p-4 font-semibold"
          >
            {problem}
          </p>
        ) : null}
      </div>
      <div role="status" className="empty:hidden">
        {notice ? <p className="rounded-2xl border border-line bg-panel p-4">{notice}</p> : null}
      </div>
    </div>
  );
}
