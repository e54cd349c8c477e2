import { backOffice as text } from "@comptoir/messages";
import { useEffect, useState } from "react";
import { askNotifications, type Chime } from "../../lib/chime.ts";

/**
 * "Activer le son": one tap the browser needs before it plays a sound, on which the board also
 * asks to show notifications. The choice is remembered; after a reload the browser waits for any
 * tap on the page again, and the board says so until it comes.
 */
export function SoundSwitch({
  chime,
  soundOn,
  onChange,
}: {
  chime: Chime;
  soundOn: boolean;
  onChange: (on: boolean) => void;
}) {
  const [waitingForTap, setWaitingForTap] = useState(false);

  useEffect(() => {
    if (!soundOn) return;
    let left = false;
    const unlock = () => {
      void chime.unlock().then(() => {
        if (!left) setWaitingForTap(chime.waitingForTap);
      });
    };
    unlock();
    document.addEventListener("pointerdown", unlock);
    document.addEventListener("keydown", unlock);
    return () => {
      left = true;
      document.removeEventListener("pointerdown", unlock);
      document.removeEventListener("keydown", unlock);
    };
  }, [soundOn, chime]);

  if (!soundOn) {
    return (
      <>
        <button
          type="button"
          onClick={() => {
            void chime.unlock().then(() => chime.ring());
            void askNotifications();
            onChange(true);
          }}
          className="min-h-11 rounded-full bg-accent px-5 font-bold text-ink"
          aria-describedby="son-aide"
        >
          {text.soundOn}
        </button>
        <span id="son-aide" className="sr-only">
          {text.soundOnHint}
        </span>
      </>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {waitingForTap ? (
        <p className="rounded-full bg-amber-300 px-3 py-2 font-bold text-ink">{text.soundResume}</p>
      ) : (
        <p className="font-bold">{text.soundActive}</p>
      )}
      <button
        type="button"
        onClick={() => onChange(false)}
        className="min-h-11 rounded-full border border-line px-4 font-semibold"
      >
        {text.soundOff}
      </button>
    </div>
  );
}
