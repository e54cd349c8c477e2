import type { PauseBody, PauseStatePayload } from "@comptoir/contracts";
import { PAUSE_SCOPES } from "@comptoir/contracts/staff-constants";
import { backOffice as text } from "@comptoir/messages";
import { PauseScope } from "./pause-scope.tsx";

/**
 * The pauses: all ordering, or delivery alone, for a few minutes, with the reason the customers
 * read; "Reprendre" ends one at once.
 */
export function PausePanel({
  pause,
  timeZone,
  busy,
  onChange,
}: {
  pause: PauseStatePayload;
  timeZone: string;
  busy: boolean;
  onChange: (body: PauseBody) => void;
}) {
  return (
    <section aria-labelledby="pauses-titre" className="flex flex-col gap-3">
      <h2 id="pauses-titre" className="text-2xl font-black">
        {text.pauseTitle}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {PAUSE_SCOPES.map((scope) => (
          <PauseScope
            key={scope}
            scope={scope}
            current={pause[scope]}
            timeZone={timeZone}
            busy={busy}
            onChange={onChange}
          />
        ))}
      </div>
    </section>
  );
}
