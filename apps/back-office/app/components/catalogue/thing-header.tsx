import type { ReactNode } from "react";
import type { SaveState } from "../../lib/catalogue/use-draft-thing.ts";
import { SaveStateText } from "./save-state.tsx";

/**
 * A form's title, its actions (duplicate, delete) and its save state always in sight, on a line of
 * its own: a state that changes as the owner types never moves the fields below.
 */
export function ThingHeader({
  title,
  state,
  message,
  children,
}: {
  title: string;
  state: SaveState;
  message: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="sticky top-0 z-10 flex flex-col gap-1 border-b border-line bg-ink py-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 className="min-w-0 grow truncate text-2xl font-black">{title}</h2>
        {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
      </div>
      <SaveStateText state={state} message={message} />
    </div>
  );
}

export const actionButton =
  "inline-flex min-h-11 items-center rounded-full border border-cream px-4 font-bold hover:bg-panel disabled:opacity-60";
export const dangerButton =
  "inline-flex min-h-11 items-center rounded-full border-2 border-accent px-4 font-bold hover:bg-panel";
