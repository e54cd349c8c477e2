import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";

/**
 * Asks once before a gesture that replaces what customers see or loses edits (restore, discard):
 * what will happen, then the gesture or "Garder".
 */
export function ConfirmDialog({
  id,
  title,
  explanation,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onClose,
}: {
  id: string;
  title: string;
  explanation: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const headingId = `${id}-titre`;
  return (
    <SheetDialog labelledBy={headingId} onClose={onClose}>
      <div className="flex flex-col gap-4 overflow-y-auto p-5">
        <h2 id={headingId} className="text-2xl font-black">
          {title}
        </h2>
        <p>{explanation}</p>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <button
            type="button"
            disabled={busy}
            onClick={onConfirm}
            className="min-h-12 w-full rounded-full bg-accent px-5 text-lg font-bold text-ink disabled:opacity-60"
          >
            {confirmLabel}
          </button>
          <button
            type="button"
            onClick={onClose}
            className="min-h-12 w-full rounded-full border-2 border-cream px-5 font-bold"
          >
            {cancelLabel}
          </button>
        </div>
      </div>
    </SheetDialog>
  );
}
