import type { RushBody } from "@comptoir/contracts";
import { fill, kitchenBoard as text } from "@comptoir/messages";
import { useState } from "react";
import { rushInForce } from "../../lib/kitchen-load.ts";
import type { StaffApi } from "../../lib/staff-api.ts";
import { useKitchenLoad } from "../../lib/use-kitchen-load.ts";
import { KitchenLoadStrip } from "./kitchen-load-strip.tsx";
import { RushDialog } from "./rush-dialog.tsx";

/**
 * The board's kitchen piece (ADR 064): the next windows' load, the "coup de feu" in force and its
 * dialog, with their calls. A lazy chunk the board fetches as it opens: the board's first load had
 * no room left for it (ADR 045's budget), and the load comes from the network after the first
 * paint anyway. The board keeps its line the height of the strip meanwhile.
 */
export default function KitchenPiece({
  api,
  heard,
  shopNow,
  timeZone,
  endSession,
  dialogOpen,
  onDialogClose,
  onProblem,
}: {
  api: StaffApi;
  /** The board's state: each change is a reason to read the load again. */
  heard: unknown;
  shopNow: () => Date;
  timeZone: string;
  endSession: () => void;
  /** The board's "Coup de feu" button asked for the dialog. */
  dialogOpen: boolean;
  onDialogClose: () => void;
  /** Says a refusal in the board's alert (ending the coup de feu, outside the dialog). */
  onProblem: (problem: string | null) => void;
}) {
  // Read again whenever the stream hears something (an order placed, refused or cancelled moves a
  // window's load; a coup de feu set on another tablet is a setting the stream says) and at each
  // quarter hour.
  const kitchen = useKitchenLoad({ read: api.kitchenLoad, heard, shopNow, onUnauthorized: endSession });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function setRush(body: RushBody) {
    setBusy(true);
    setProblem(null);
    onProblem(null);
    const result = await api.setRush(body);
    setBusy(false);
    if (result.ok) {
      kitchen.put(result.payload);
      onDialogClose();
      // Ended: its banner and its button are gone, focus waits on the board's title (as for a pause).
      if (body.until === null) document.getElementById("tableau-titre")?.focus();
    } else if (result.status === 401) endSession();
    else if (body.until === null) onProblem(fill(text.rushFailed, { message: result.message }));
    else setProblem(fill(text.rushFailed, { message: result.message }));
  }

  return (
    <>
      <KitchenLoadStrip
        load={kitchen.load}
        problem={kitchen.problem}
        shopNow={shopNow}
        timeZone={timeZone}
        busy={busy}
        onEndRush={() => void setRush({ extra_minutes: 0, close: false, until: null })}
      />
      {dialogOpen ? (
        <RushDialog
          shopNow={shopNow}
          timeZone={timeZone}
          current={rushInForce(kitchen.load?.rush ?? null, shopNow())}
          busy={busy}
          problem={problem}
          onConfirm={(body) => void setRush(body)}
          onClose={() => {
            setProblem(null);
            onDialogClose();
          }}
        />
      ) : null}
    </>
  );
}
