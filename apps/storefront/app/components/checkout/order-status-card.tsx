import type { OrderProgressEventPayload, OrderView } from "@comptoir/contracts";
import { customerTimeline, isStoppedProgress, type TimelineEntry } from "@comptoir/domain";
import { orderTimeline, success as successText } from "@comptoir/messages";
import { orderStatusFor, progressWordOf } from "../../lib/checkout/order-progress-label.ts";
import { Icon } from "../ui/icons.tsx";

/** The marker of each step, in the good-news colour (ADR 059): a check for what is done, a ring for where it is, a cross where it stopped. */
function StepMarker({ state }: { state: TimelineEntry["state"] }) {
  const frame = "relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full";
  switch (state) {
    case "done":
      return (
        <span className={`${frame} bg-success text-ink`}>
          <Icon className="size-4">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeWidth={3} />
          </Icon>
        </span>
      );
    case "current":
      return (
        <span className={`${frame} border-[3px] border-success bg-ink`}>
          <span className="size-2.5 rounded-full bg-success" />
        </span>
      );
    case "stopped":
      return (
        <span className={`${frame} bg-cream text-ink`}>
          <Icon className="size-4">
            <path d="M7 7l10 10M17 7L7 17" strokeWidth={3} />
          </Icon>
        </span>
      );
    default:
      return <span className={`${frame} border-2 border-line bg-ink`} />;
  }
}

/**
 * Where the order is (ADR 044, 060): the live line (a polite status, read again at each change;
 * a refusal's reason is in it), the sentence its mail says, and the timeline of its steps with the times the server gave, in the
 * restaurant's zone. Follows the stream's word once it has come, else the order as it was read.
 */
export function OrderStatusCard({
  order,
  progress,
  timeZone,
}: {
  order: OrderView;
  progress: OrderProgressEventPayload | null;
  timeZone: string;
}) {
  const word = progress ?? progressWordOf(order);
  const status = orderStatusFor(order, word, timeZone);
  const steps = customerTimeline({
    progress: word.progress,
    isPickup: order.is_pickup,
    history: progress?.history ?? [],
    placedAt: order.placed_at,
    promisedAt: new Date(word.ready_at),
    timeZone,
  });
  const stopped = isStoppedProgress(word.progress);
  return (
    <section
      aria-labelledby="suivi-titre"
      className={`rounded-2xl border-2 bg-panel p-4 ${stopped ? "border-cream" : "border-line"}`}
      data-testid="order-status"
      data-progress={word.progress}
    >
      <h2 id="suivi-titre" className="text-xs font-bold uppercase tracking-widest text-muted">
        {orderTimeline.title}
      </h2>
      <p role="status" aria-live="polite" className="mt-1 text-balance" data-testid="order-progress">
        <span className="sr-only">{successText.progressTitle} : </span>
        <span className="text-2xl font-black leading-tight">{status.headline}</span>
      </p>
      <p className="mt-2 text-cream" data-testid="order-progress-sentence">
        {status.sentence}
      </p>
      <ol className="mt-4 flex flex-col" data-testid="order-timeline">
        {steps.map((step, index) => (
          <li
            key={step.step}
            aria-current={step.state === "current" ? "step" : undefined}
            data-state={step.state}
            data-step={step.step}
            className="relative flex min-h-12 gap-3 pb-3 last:pb-0"
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute top-7 bottom-0 left-[13px] w-0.5 ${
                  steps[index + 1]?.state === "next" ? "bg-line" : "bg-success"
                }`}
              />
            ) : null}
            {/* The last step of a finished order is where it stays, and it is done: a check. */}
            <StepMarker
              state={step.state === "current" && word.progress === "completed" ? "done" : step.state}
            />
            <div className="flex min-w-0 flex-1 items-baseline justify-between gap-3 pt-0.5">
              <div className="min-w-0">
                <p
                  className={
                    step.state === "next"
                      ? "text-muted"
                      : step.state === "done"
                        ? "font-semibold"
                        : "text-lg font-black"
                  }
                >
                  {step.label}
                  <span className="sr-only"> ({orderTimeline[step.state]})</span>
                </p>
                {step.note ? <p className="text-sm text-muted">{step.note}</p> : null}
              </div>
              {/* Its place kept before the time comes, so nothing moves when the stream answers. */}
              <span className="min-w-[3.25rem] shrink-0 text-right tabular-nums text-muted">
                {step.time && step.at ? (
                  <time dateTime={step.at} data-testid={`order-step-time-${step.step}`}>
                    {step.time}
                  </time>
                ) : null}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
