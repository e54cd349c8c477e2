import type { CatalogueVersionPayload } from "@comptoir/contracts/catalogue-publishing";
import { fill, publishing as text, versionKindLabels } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BackOfficeFrame } from "../components/back-office-frame.tsx";
import { PasswordAgainDialog } from "../components/password-again-dialog.tsx";
import { ChangeList } from "../components/publishing/change-list.tsx";
import { ConfirmDialog } from "../components/publishing/confirm-dialog.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { changeOf } from "../lib/publishing/publishing-api.ts";
import { shopDateTime } from "../lib/publishing/schedule-time.ts";
import { usePublishingSession } from "../lib/publishing/use-publishing-api.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/version";

export function meta({ params }: Route.MetaArgs) {
  return pageMeta(fill(text.versionTitle, { number: params.versionId }));
}

/**
 * /admin/historique/:versionId: a version's changes from the one before, and for the owner
 * "Restaurer cette version", which publishes its catalogue again as a new version (asked once, with
 * what it does not bring back: pauses, sold-out and hidden dishes stay as the board set them).
 */
export default function Version({ params }: Route.ComponentProps) {
  const shop = useShop();
  const id = Number(params.versionId);
  const { token, isOwner, api, withPassword, prompt, endSession } = usePublishingSession();
  const [version, setVersion] = useState<CatalogueVersionPayload | null>(null);
  const [latest, setLatest] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function load() {
    if (!Number.isSafeInteger(id) || id < 1) return setMissing(true);
    const [one, all] = await Promise.all([api.version(id), api.versions()]);
    if (!one.ok && one.status === 401) return endSession();
    if (one.ok) setVersion(one.payload);
    else if (one.status === 404) setMissing(true);
    else setProblem(fill(text.failed, { message: one.message }));
    if (all.ok) setLatest(Math.max(0, ...all.payload.map((each) => each.id)));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per session and version.
  useEffect(() => {
    if (token) void load();
  }, [token, id]);

  async function restore() {
    setConfirming(false);
    setBusy(true);
    setProblem(null);
    setNotice(null);
    const result = await withPassword(() => api.restore(id));
    setBusy(false);
    if (!result) return;
    if (!result.ok) {
      if (result.status === 401) return endSession();
      return setProblem(fill(text.restoreFailed, { message: result.message }));
    }
    setNotice(fill(text.restored, { restored: id, number: result.payload.version.id }));
    setLatest(result.payload.version.id);
  }

  return (
    <BackOfficeFrame restaurantName={shop.restaurantName}>
      <div className="flex max-w-4xl flex-col gap-6 py-4">
        <Link
          to="/admin/historique"
          className="inline-flex min-h-11 w-fit items-center font-semibold underline underline-offset-4"
        >
          {text.versionBack}
        </Link>
        <h1 className="text-3xl font-black">{fill(text.versionTitle, { number: params.versionId })}</h1>
        <FormMessages problem={problem} notice={notice} />
        {missing ? (
          <p>{text.versionMissing}</p>
        ) : !version ? (
          problem ? null : (
            <p className="text-muted">{text.loading}</p>
          )
        ) : (
          <>
            <p className="text-muted">
              {[
                versionKindLabels[version.kind] ?? version.kind,
                shopDateTime(new Date(version.published_at), shop.timeZone),
                version.published_by_name ? fill(text.versionBy, { name: version.published_by_name }) : null,
                version.restored_from
                  ? fill(text.versionRestoredFrom, { number: version.restored_from })
                  : null,
                latest === version.id ? text.versionCurrent : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {isOwner && latest !== null && latest !== version.id ? (
              <section
                aria-labelledby="version-restaurer"
                className="flex flex-col gap-2 rounded-2xl border border-line p-4"
              >
                <h2 id="version-restaurer" className="text-xl font-black">
                  {text.restoreButton}
                </h2>
                <p className="text-muted">{text.restoreExplain}</p>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                  className="min-h-12 w-full rounded-full bg-accent px-6 text-lg font-bold text-ink disabled:opacity-60 sm:w-fit"
                >
                  {busy ? text.loading : text.restoreButton}
                </button>
              </section>
            ) : null}
            <section aria-labelledby="version-modifications" className="flex flex-col gap-3">
              <h2 id="version-modifications" className="text-xl font-black">
                {text.versionChangesTitle}
              </h2>
              {version.changes.length === 0 ? (
                <p>{text.versionNoChanges}</p>
              ) : (
                <ChangeList changes={version.changes.map(changeOf)} idPrefix="version" />
              )}
            </section>
          </>
        )}
      </div>
      {confirming ? (
        <ConfirmDialog
          id="restaurer"
          title={fill(text.restoreTitle, { number: id })}
          explanation={text.restoreExplain}
          confirmLabel={text.restoreSubmit}
          cancelLabel={text.keep}
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={() => void restore()}
        />
      ) : null}
      <PasswordAgainDialog prompt={prompt} />
    </BackOfficeFrame>
  );
}
