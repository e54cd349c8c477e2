/**
 * The two buttons at the foot of the board's dialogs: go back, or do it (the form's submit,
 * disabled while the server answers). Tablet-sized, side by side, each taking half the width.
 */
export function DialogActions({
  cancel,
  confirm,
  busy,
  onCancel,
}: {
  cancel: string;
  confirm: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={onCancel}
        className="min-h-12 grow rounded-full border-2 border-cream px-5 font-bold"
      >
        {cancel}
      </button>
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 grow rounded-full bg-accent px-5 text-lg font-bold text-ink disabled:opacity-60"
      >
        {confirm}
      </button>
    </div>
  );
}
