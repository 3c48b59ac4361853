import { useEffect, type RefObject } from 'react';

/**
 * Shows the <dialog> modally while it is mounted: focus stays inside, Escape closes it, and closing
 * it natively hands focus back to the button that opened it. `onClosed` runs once it has closed,
 * however that happened (Escape, Cancel, or `close()` after a success).
 *
 * Showing it focuses its first focusable element (the browser's dialog focusing steps); pass
 * `initialFocus` to start elsewhere (a field after read-only ones, say). React's `autoFocus` would
 * not do: it focuses on mount, while the dialog is still closed and nothing in it can take focus.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClosed: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    initialFocus?.current?.focus();
    return () => dialog?.close();
  }, [ref, initialFocus]);

  return {
    close: () => ref.current?.close(),
    // A close left over from StrictMode's effect replay finds it open again: ignore that.
    onClose: () => {
      if (!ref.current?.open) onClosed();
    },
  };
}
