import type { ScheduledPublishPayload } from "@comptoir/contracts/catalogue-publishing";
import { zonedClock } from "@comptoir/domain";
import { fill, publishing as text } from "@comptoir/messages";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { useCallback, useEffect, useState } from "react";
import { BackOfficeFrame } from "../components/back-office-frame.tsx";
import { PasswordAgainDialog } from "../components/password-again-dialog.tsx";
import { ChangeList } from "../components/publishing/change-list.tsx";
import { ConfirmDialog } from "../components/publishing/confirm-dialog.tsx";
import { ProblemList } from "../components/publishing/problem-list.tsx";
import { RestaurantFilePanel } from "../components/publishing/restaurant-file-panel.tsx";
import { ScheduleForm } from "../components/publishing/schedule-form.tsx";
import { ScheduledList } from "../components/publishing/scheduled-list.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import type { DraftReviewPayload } from "../lib/publishing/publishing-api.ts";
import { shopDateTime } from "../lib/publishing/schedule-time.ts";
import { usePublishingSession } from "../lib/publishing/use-publishing-api.ts";
import { useShop, useShopClock } from "../lib/shop.ts";
import type { Route } from "./+types/publish";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.publishTitle);
}

type Busy = "publish" | "schedule" | "discard" | "cancel" | null;

/** Why the draft cannot be published as it is, or null. */
function blockedReason(review: DraftReviewPayload, warningsRead: boolean): string | null {
  if (review.errors.length > 0) return text.blockedByErrors;
  if (review.changes.length === 0) return text.blockedNoChanges;
  if (review.warnings.length > 0 && !warningsRead) return text.blockedByWarnings;
  return null;
}

const sectionClass = "flex flex-col gap-3";
const headingClass = "text-xl font-black";

/**
 * /admin/publier: the draft's changes from the published catalogue, in plain French and grouped,
 * each linked to its form; the errors that block and the warnings to read first; "Publier
 * maintenant", "Programmer" on the shop's clock and the publishes waiting; "Abandonner le
 * brouillon"; the restaurant file's export and import. The team reads it; the owner acts.
 */
export default function Publish() {
  const shop = useShop();
  const shopNow = useShopClock();
  const { token, isOwner, api, withPassword, prompt, endSession } = usePublishingSession();
  const [review, setReview] = useState<DraftReviewPayload | null>(null);
  const [scheduled, setScheduled] = useState<ScheduledPublishPayload[] | null>(null);
  const [warningsRead, setWarningsRead] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the calls change only with the token.
  const load = useCallback(async () => {
    const [draft, pending] = await Promise.all([api.review(), api.scheduled()]);
    if ((!draft.ok && draft.status === 401) || (!pending.ok && pending.status === 401)) return endSession();
    if (draft.ok) setReview(draft.payload);
    else setProblem(fill(text.failed, { message: draft.message }));
    if (pending.ok) setScheduled(pending.payload);
  }, [token]);

  useEffect(() => {
    if (token) void load();
  }, [token, load]);

  /** One of the owner's gestures: the password asked again if need be, then the page read anew. */
  async function act<T>(
    kind: Exclude<Busy, null>,
    call: () => Promise<ApiResult<T>>,
    done: (payload: T) => string,
    failed: string,
  ) {
    if (busy) return;
    setBusy(kind);
    setProblem(null);
    setNotice(null);
    const result = await withPassword(call);
    setBusy(null);
    if (!result) return;
    if (!result.ok) {
      if (result.status === 401) return endSession();
      setProblem(fill(failed, { message: result.message }));
    } else {
      setNotice(done(result.payload));
      setWarningsRead(false);
    }
    await load();
  }

  const blocked = review ? blockedReason(review, warningsRead) : text.blockedNoChanges;

  return (
    <BackOfficeFrame restaurantName={shop.restaurantName}>
      <div className="flex flex-col gap-6 py-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-black">{text.publishTitle}</h1>
          <p className="text-muted">{text.publishIntro}</p>
        </div>
        <FormMessages problem={problem} notice={notice} />
        {!review ? (
          <p className="text-muted">{text.loading}</p>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
            <div className="flex flex-col gap-6">
              {review.errors.length > 0 ? (
                <section aria-labelledby="publier-erreurs" className={sectionClass}>
                  <h2 id="publier-erreurs" className={headingClass}>
                    {text.errorsTitle}
                  </h2>
                  <p>{text.errorsIntro}</p>
                  <ProblemList problems={review.errors} tone="error" />
                </section>
              ) : null}
              <section aria-labelledby="publier-modifications" className={sectionClass}>
                <h2 id="publier-modifications" className={headingClass}>
                  {text.changesTitle}
                </h2>
                <p data-testid="changes-count">
                  {review.changes.length === 0
                    ? text.noChanges
                    : review.changes.length === 1
                      ? text.changesOne
                      : fill(text.changesCount, { count: review.changes.length })}
                </p>
                <ChangeList changes={review.changes} idPrefix="modifications" />
              </section>
              {review.warnings.length > 0 ? (
                <section aria-labelledby="publier-avertissements" className={sectionClass}>
                  <h2 id="publier-avertissements" className={headingClass}>
                    {text.warningsTitle}
                  </h2>
                  <p>{text.warningsIntro}</p>
                  <ProblemList problems={review.warnings} tone="warning" />
                </section>
              ) : null}
            </div>
            <div className="flex flex-col gap-6">
              {isOwner ? (
                <>
                  <section aria-labelledby="publier-maintenant" className={sectionClass}>
                    <h2 id="publier-maintenant" className={headingClass}>
                      {text.publishNow}
                    </h2>
                    {review.warnings.length > 0 ? (
                      <label className="flex min-h-12 items-center gap-3 font-semibold">
                        <input
                          type="checkbox"
                          checked={warningsRead}
                          onChange={(event) => setWarningsRead(event.target.checked)}
                          className="size-6 accent-accent"
                        />
                        {text.warningsRead}
                      </label>
                    ) : null}
                    {blocked ? (
                      <p id="publier-bloque" className="text-muted">
                        {blocked}
                      </p>
                    ) : null}
                    <button
                      type="button"
                      aria-disabled={blocked || busy ? true : undefined}
                      aria-describedby={blocked ? "publier-bloque" : undefined}
                      onClick={() => {
                        if (blocked) return;
                        void act(
                          "publish",
                          () => api.publish(warningsRead),
                          (payload) =>
                            fill(text.published, { number: "version" in payload ? payload.version.id : "" }),
                          text.publishFailed,
                        );
                      }}
                      className={`min-h-12 w-full rounded-full bg-accent px-6 text-lg font-bold text-ink ${
                        blocked || busy ? "opacity-60" : ""
                      }`}
                    >
                      {busy === "publish" ? text.publishPending : text.publishNow}
                    </button>
                  </section>
                  <section aria-labelledby="publier-programmer" className={sectionClass}>
                    <h2 id="publier-programmer" className={headingClass}>
                      {text.scheduleTitle}
                    </h2>
                    <ScheduleForm
                      shopNow={shopNow}
                      timeZone={shop.timeZone}
                      blocked={blocked}
                      busy={busy === "schedule"}
                      onSchedule={(at) =>
                        void act(
                          "schedule",
                          () => api.publish(warningsRead, at.toISOString()),
                          () => fill(text.scheduled, { when: shopDateTime(at, shop.timeZone) }),
                          text.publishFailed,
                        )
                      }
                    />
                  </section>
                </>
              ) : (
                <p>{text.readOnly}</p>
              )}
              <section aria-labelledby="publier-programmees" className={sectionClass}>
                <h2 id="publier-programmees" className={headingClass}>
                  {text.scheduledTitle}
                </h2>
                {scheduled ? (
                  <ScheduledList
                    scheduled={scheduled}
                    now={shopNow()}
                    timeZone={shop.timeZone}
                    canCancel={isOwner}
                    busy={busy !== null}
                    onCancel={(entry) =>
                      void act(
                        "cancel",
                        () => api.cancelScheduled(entry.id),
                        () => text.scheduledCancelled,
                        text.publishFailed,
                      )
                    }
                  />
                ) : (
                  <p className="text-muted">{text.loading}</p>
                )}
              </section>
              {isOwner ? (
                <>
                  <section aria-labelledby="publier-fichier" className={sectionClass}>
                    <h2 id="publier-fichier" className={headingClass}>
                      {text.fileTitle}
                    </h2>
                    <RestaurantFilePanel
                      api={api}
                      today={zonedClock(shopNow(), shop.timeZone).date}
                      withPassword={withPassword}
                      onImported={() => void load()}
                    />
                  </section>
                  <section aria-labelledby="publier-abandonner" className={sectionClass}>
                    <h2 id="publier-abandonner" className={headingClass}>
                      {text.discardTitle}
                    </h2>
                    <button
                      type="button"
                      disabled={busy !== null || review.changes.length === 0}
                      onClick={() => setConfirmingDiscard(true)}
                      className="min-h-12 w-full rounded-full border-2 border-accent px-6 font-bold disabled:opacity-60"
                    >
                      {text.discardButton}
                    </button>
                  </section>
                </>
              ) : null}
            </div>
          </div>
        )}
      </div>
      {confirmingDiscard ? (
        <ConfirmDialog
          id="abandonner"
          title={text.discardTitle}
          explanation={text.discardConfirm}
          confirmLabel={text.discardSubmit}
          cancelLabel={text.keep}
          busy={busy !== null}
          onClose={() => setConfirmingDiscard(false)}
          onConfirm={() => {
            setConfirmingDiscard(false);
            void act(
              "discard",
              () => api.discard(),
              () => text.discarded,
              text.publishFailed,
            );
          }}
        />
      ) : null}
      <PasswordAgainDialog prompt={prompt} />
    </BackOfficeFrame>
  );
}
