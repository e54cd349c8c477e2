import type { RushBody, RushPayload } from "@comptoir/contracts";
import { backOffice, fill, kitchenChecks, kitchenBoard as text } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";
import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";
import { useState } from "react";
import { RUSH_MINUTES, rushEndChoices } from "../../lib/kitchen-load.ts";
import { DialogActions } from "./dialog-actions.tsx";

const CHOICE_CLASSES =
  "flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 px-3 text-center font-bold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent";
const chosenClasses = (chosen: boolean) => (chosen ? "border-accent bg-accent text-ink" : "border-line");

/**
 * "Coup de feu": add 10, 20 or 30 minutes to every time promised, and/or close the next windows,
 * until a time picked in one tap (in 30 minutes, in an hour, until the next whole hour after that).
 * Any member may start one; it ends by itself at that time. Opened while one is in force, the
 * dialog starts from it: sent again, it changes it.
 */
export function RushDialog({
  shopNow,
  timeZone,
  current,
  busy,
  problem,
  onConfirm,
  onClose,
  fallbackFocus,
}: {
  shopNow: () => Date;
  timeZone: string;
  /** The coup de feu in force, if any. */
  current: RushPayload | null;
  busy: boolean;
  /** The server's refusal of the last try, said in the dialog. */
  problem: string | null;
  onConfirm: (body: RushBody) => void;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null;
}) {
  const [ends] = useState(() => rushEndChoices(shopNow(), timeZone));
  const [minutes, setMinutes] = useState<RushBody["extra_minutes"]>(
    () => RUSH_MINUTES.find((each) => each === current?.extra_minutes) ?? 20,
  );
  const [close, setClose] = useState(current?.close ?? false);
  const [end, setEnd] = useState(0);
  const [tried, setTried] = useState(false);
  const nothing = minutes === 0 && !close;
  const headingId = "coup-de-feu-titre";
  return (
    <SheetDialog labelledBy={headingId} onClose={onClose} fallbackFocus={fallbackFocus}>
      <form
        noValidate
        className="flex flex-col gap-4 overflow-y-auto p-5"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (nothing) return;
          onConfirm({ extra_minutes: minutes, close, until: ends[end]?.until ?? null });
        }}
      >
        <h2 id={headingId} className="text-2xl font-black">
          {text.rushTitle}
        </h2>
        <p className="text-muted">{text.rushIntro}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{text.rushAddLegend}</legend>
          <div className="grid grid-cols-4 gap-2">
            {RUSH_MINUTES.map((choice) => (
              <label key={choice} className={`${CHOICE_CLASSES} ${chosenClasses(minutes === choice)}`}>
                <input
                  type="radio"
                  name="minutes-en-plus"
                  className="sr-only"
                  checked={minutes === choice}
                  onChange={() => setMinutes(choice)}
                />
                {choice === 0 ? text.rushAddNone : fill(text.rushAdd, { minutes: choice })}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent">
          <input
            type="checkbox"
            checked={close}
            onChange={(event) => setClose(event.target.checked)}
            aria-describedby="coup-de-feu-fermer-aide"
            className="mt-1 size-5 shrink-0 accent-accent"
          />
          <span className="flex flex-col">
            <span className="font-bold">{text.rushClose}</span>
            <span id="coup-de-feu-fermer-aide" className="text-sm text-muted">
              {text.rushCloseHint}
            </span>
          </span>
        </label>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{text.rushHowLong}</legend>
          <div className="grid grid-cols-3 gap-2">
            {ends.map((choice, index) => (
              <label key={choice.until} className={`${CHOICE_CLASSES} ${chosenClasses(end === index)}`}>
                <input
                  type="radio"
                  name="fin-coup-de-feu"
                  className="sr-only"
                  checked={end === index}
                  onChange={() => setEnd(index)}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div role="alert" className="empty:hidden">
          {tried && nothing ? (
            <FieldError>{kitchenChecks.rushNothing}</FieldError>
          ) : problem ? (
            <FieldError>{problem}</FieldError>
          ) : null}
        </div>
        <DialogActions cancel={backOffice.cancel} confirm={text.rushStart} busy={busy} onCancel={onClose} />
      </form>
    </SheetDialog>
  );
}
