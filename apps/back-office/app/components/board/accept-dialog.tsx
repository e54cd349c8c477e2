import type { BoardOrderPayload } from "@comptoir/contracts";
import { clockTimeAt } from "@comptoir/domain";
import { fill, backOffice as text } from "@comptoir/messages";
import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";
import { useState } from "react";
import { readyTimeChoices } from "../../lib/ready-time.ts";
import { useShopClock } from "../../lib/shop.ts";
import { DialogActions } from "./dialog-actions.tsx";

/**
 * "Accepter": when will it be ready? The time the customer was promised, or a few minutes from now
 * (+10 to +30) when the kitchen is behind. The customer sees the time chosen.
 */
export function AcceptDialog({
  order,
  timeZone,
  busy,
  onConfirm,
  onClose,
  fallbackFocus,
}: {
  order: BoardOrderPayload;
  timeZone: string;
  busy: boolean;
  /** `readyAt` null: the promised time. */
  onConfirm: (readyAt: string | null) => void;
  onClose: () => void;
  /** Where focus goes once the order moved on and the button that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
}) {
  const shopNow = useShopClock();
  const [choices] = useState(() => readyTimeChoices(order, shopNow().getTime()));
  const [chosen, setChosen] = useState(0);
  const headingId = "accepter-titre";
  return (
    <SheetDialog labelledBy={headingId} onClose={onClose} fallbackFocus={fallbackFocus}>
      <form
        className="flex flex-col gap-4 overflow-y-auto p-5"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(choices[chosen]?.readyAt ?? null);
        }}
      >
        <h2 id={headingId} className="text-2xl font-black">
          {fill(text.acceptTitle, { number: order.number })}
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-muted">{text.acceptIntro}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {choices.map((choice, index) => {
              const time = clockTimeAt(new Date(choice.at), timeZone);
              const label =
                choice.readyAt === null
                  ? fill(text.readyAtPromised, { time })
                  : `${fill(text.readyAtPlus, { minutes: choice.minutes ?? 0 })} · ${time}`;
              return (
                <label
                  key={choice.at}
                  className={`flex min-h-14 cursor-pointer items-center justify-center rounded-xl border-2 px-3 text-center font-bold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
                    chosen === index ? "border-accent bg-accent text-ink" : "border-line"
                  }`}
                >
                  <input
                    type="radio"
                    name="heure-prete"
                    className="sr-only"
                    checked={chosen === index}
                    onChange={() => setChosen(index)}
                  />
                  {label}
                </label>
              );
            })}
          </div>
        </fieldset>
        <DialogActions cancel={text.cancel} confirm={text.acceptConfirm} busy={busy} onCancel={onClose} />
      </form>
    </SheetDialog>
  );
}
