import { useEffect, useRef } from "react";

interface Props {
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  /** Where focus goes back when the element that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
  children: React.ReactNode;
}

/**
 * A modal dialog: a bottom sheet on phones, a centred dialog from the `md` breakpoint. The native
 * <dialog> opened with showModal() keeps focus inside and the rest of the page inert; Escape, the
 * backdrop and the caller's close button all call `onClose`, and focus returns to the element that
 * had it before (or to `fallbackFocus`) when the dialog goes away.
 */
export function SheetDialog({ labelledBy, onClose, fallbackFocus, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;
  // Closing the <dialog> when it unmounts must not call onClose a second time.
  const mounted = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    mounted.current = true;
    if (!dialog.open) dialog.showModal();
    return () => {
      mounted.current = false;
      if (dialog.open) dialog.close();
      const target = opener?.isConnected && opener !== document.body ? opener : fallbackRef.current?.();
      target?.focus({ preventScroll: true });
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes the dialog with Escape (its cancel event)
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className="sheet-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        if (mounted.current) onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the dialog box itself, not on its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="sheet-dialog-body">{children}</div>
    </dialog>
  );
}
