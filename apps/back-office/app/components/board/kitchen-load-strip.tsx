import type { KitchenLoadPayload } from "@comptoir/contracts";
import { fill, kitchenBoard as text } from "@comptoir/messages";
import { LOAD_CLASSES, type LoadBar, loadBars, rushInForce, rushWords } from "../../lib/kitchen-load.ts";
import { useTick } from "../../lib/use-tick.ts";

/**
 * One line under the pauses, for every member (ADR 064): the "coup de feu" in force (amber, with
 * "Terminer le coup de feu") or the strip's name, then the next windows' load as one bar each. One
 * line of 32 px on a tablet, 44 px during a "coup de feu", so that six tickets still stand whole on
 * 1024 × 768 (ADR 056); on a phone the bars go four by four. The button that starts a "coup de
 * feu" is in the board's top line, beside the switches.
 *
 * The shop's clock decides what is over: a window that ended leaves the strip, and the "coup de
 * feu" its banner, at their time, before the next reading.
 */
export function KitchenLoadStrip({
  load,
  problem,
  shopNow,
  timeZone,
  busy,
  onEndRush,
}: {
  load: KitchenLoadPayload | null;
  problem: string | null;
  shopNow: () => Date;
  timeZone: string;
  busy: boolean;
  onEndRush: () => void;
}) {
  useTick();
  const now = shopNow();
  const rush = rushInForce(load?.rush ?? null, now);
  const words = rush ? rushWords(rush, timeZone) : null;
  const bars = load ? loadBars(load, now, timeZone) : [];
  return (
    <div className="mb-2 flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2" data-testid="kitchen-strip">
      {words ? (
        <div
          data-testid="board-rush"
          className="board-pause flex min-h-11 items-center gap-x-3 gap-y-1 rounded-xl py-0.5 pr-0.5 pl-3 max-sm:w-full max-sm:flex-wrap max-sm:py-2"
        >
          <p className="max-w-64 grow text-sm leading-tight font-black">
            <span aria-hidden="true">{words.banner}</span>
            <span className="sr-only">{words.sentence}</span>
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={onEndRush}
            className="min-h-10 shrink-0 rounded-lg bg-ink px-3 text-sm font-black text-cream disabled:opacity-60"
          >
            {text.rushEnd}
          </button>
        </div>
      ) : null}
      <section
        aria-labelledby="charge-titre"
        className="flex min-w-0 grow basis-96 items-center gap-x-3 gap-y-1 max-sm:flex-wrap"
      >
        <h2 id="charge-titre" className={words ? "sr-only" : "shrink-0 text-base leading-tight font-black"}>
          {text.loadTitle}
        </h2>
        {problem ? (
          <p className="text-sm text-muted">{fill(text.loadFailed, { message: problem })}</p>
        ) : (
          <ol className="grid min-w-0 grow grid-cols-4 gap-x-2 gap-y-3 sm:flex" data-testid="kitchen-load">
            {bars.map((bar) => (
              <li key={bar.start} className="min-w-0 sm:flex-1">
                <WindowBar bar={bar} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * A window: its time, its bar, and its word under it ("80 %", "fermé"); a window without a limit
 * has no bar, its words take the two lines, and the minutes it holds stand beside its time when
 * there is room. Always 44 px high, so the line keeps its height
 * whether a "coup de feu" narrows the bars or not. One sentence to a screen reader.
 */
function WindowBar({ bar }: { bar: LoadBar }) {
  const word = <span className="text-xs leading-none text-muted">{bar.short}</span>;
  return (
    <div
      role="img"
      aria-label={bar.label}
      data-level={bar.level}
      data-testid="kitchen-window"
      className="flex h-11 flex-col justify-between"
    >
      {/* One line: what does not fit beside the time wraps out of sight (the sentence has it all). */}
      <div className="flex h-[1.125rem] flex-wrap items-baseline justify-between gap-x-1 overflow-hidden">
        <span className="text-sm leading-tight font-bold tabular-nums">{bar.time}</span>
        {bar.aside ? <span className="text-xs text-muted">{bar.aside}</span> : null}
      </div>
      {bar.level === "unlimited" ? (
        word
      ) : (
        <>
          <div
            className={`h-2 overflow-hidden rounded-full ${bar.level === "closed" ? "kitchen-window-closed" : "bg-line"}`}
          >
            {bar.level === "closed" ? null : (
              <div
                className={`h-full rounded-full ${LOAD_CLASSES[bar.level]}`}
                style={{ width: `${bar.percent ?? 0}%` }}
              />
            )}
          </div>
          {word}
        </>
      )}
    </div>
  );
}
