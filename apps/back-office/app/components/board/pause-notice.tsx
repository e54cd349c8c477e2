import type { PauseStatePayload } from "@comptoir/contracts";
import { PAUSE_SCOPES } from "@comptoir/contracts/staff-constants";
import { clockTimeAt, whenFromToday, zonedClock } from "@comptoir/domain";
import { fill, backOffice as text, whenAt } from "@comptoir/messages";
import { useTick } from "../../lib/use-tick.ts";

type Scope = (typeof PAUSE_SCOPES)[number];

const WORDS: Record<Scope, { title: string; effect: string; resume: string }> = {
  ordering: {
    title: text.boardPausedOrdering,
    effect: text.boardPausedOrderingEffect,
    resume: text.boardResumeOrdering,
  },
  delivery: {
    title: text.boardPausedDelivery,
    effect: text.boardPausedDeliveryEffect,
    resume: text.boardResumeDelivery,
  },
};

/**
 * The pauses in force, at the top of the board, for every member (ADR 056): until when, why, and
 * "Reprendre" (any member may: the server lets the whole team pause and resume). An empty board
 * during a pause must never look like a quiet service. A pause ends by itself at its time, on the
 * shop's clock: the notice goes then, without waiting for the server.
 */
export function PauseNotice({
  pause,
  shopNow,
  timeZone,
  busy,
  onResume,
}: {
  pause: PauseStatePayload;
  shopNow: () => Date;
  timeZone: string;
  busy: boolean;
  onResume: (scope: Scope) => void;
}) {
  useTick();
  const now = shopNow();
  const inForce = PAUSE_SCOPES.flatMap((scope) => {
    const current = pause[scope];
    return current && Date.parse(current.until) > now.getTime() ? [{ scope, ...current }] : [];
  });
  if (inForce.length === 0) return null;
  return (
    <section
      aria-label={text.boardPausesLabel}
      className="mb-2 flex flex-col gap-2"
      data-testid="board-pauses"
    >
      {inForce.map(({ scope, until, reason }) => {
        const end = new Date(until);
        const sameDay = zonedClock(end, timeZone).date === zonedClock(now, timeZone).date;
        const when = sameDay ? clockTimeAt(end, timeZone) : whenFromToday(end, now, timeZone, whenAt);
        const words = WORDS[scope];
        return (
          <div
            key={scope}
            data-testid={`board-pause-${scope}`}
            className="board-pause flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl px-4 py-2"
          >
            <div className="min-w-0 grow basis-80">
              <p className="text-xl font-black">{fill(words.title, { when })}</p>
              <p className="font-semibold">
                {words.effect} {fill(text.boardPauseReason, { reason })}
              </p>
            </div>
            <button
              type="button"
              disabled={busy}
              onClick={() => onResume(scope)}
              className="min-h-12 rounded-xl bg-ink px-5 text-lg font-black text-cream disabled:opacity-60"
            >
              {words.resume}
            </button>
          </div>
        );
      })}
    </section>
  );
}
