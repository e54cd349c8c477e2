import { backOffice as text } from "@comptoir/messages";

/** The owner's busy-hours switch (PUT /v2/staff/kitchen): every order is accepted as it arrives. */
export function AutoAcceptSwitch({
  on,
  busy,
  onChange,
}: {
  on: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby="acceptation-aide"
        disabled={busy}
        onClick={() => onChange(!on)}
        className="inline-flex min-h-11 items-center gap-3 rounded-full border border-line px-4 font-bold disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-7 w-12 rounded-full transition-colors ${on ? "bg-accent" : "bg-line"}`}
        >
          <span
            className={`absolute top-1 left-0 size-5 rounded-full bg-cream transition-transform ${on ? "translate-x-6" : "translate-x-1"}`}
          />
        </span>
        {text.autoAccept}
      </button>
      <p id="acceptation-aide" className="sr-only">
        {text.autoAcceptHint}
      </p>
    </div>
  );
}
