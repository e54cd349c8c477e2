import { catalogueSaveStates, fill } from "@comptoir/messages";
import type { SaveState } from "../../lib/catalogue/use-draft-thing.ts";

const TONE: Record<SaveState, string> = {
  idle: "text-muted",
  saving: "text-muted",
  saved: "text-cream",
  offline: "text-cream",
  conflict: "text-danger",
  invalid: "text-danger",
  failed: "text-danger",
  readOnly: "text-muted",
};

/** A thing's save state, read out politely by screen readers as it changes. */
export function SaveStateText({ state, message }: { state: SaveState; message?: string | null }) {
  const text =
    state === "failed"
      ? fill(catalogueSaveStates.failed, { message: message ?? "" })
      : catalogueSaveStates[state];
  return (
    <p role="status" aria-live="polite" className={`min-h-6 text-sm font-semibold ${TONE[state]}`}>
      {text}
    </p>
  );
}
