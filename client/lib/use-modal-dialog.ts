import { useEffect, type RefObject } from 'react';

/**
 * Shows the <dialog> modally while it is mounted: focus stays inside, Escape closes it, and closing
 * it natively hands focus back to the button that opened it. `onClosed` runs once it has closed,
 * however that happened (Escape, Cancel, or `close()` after a success).
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClosed: () => void) {
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, [ref]);

  return {
    close: () => ref.current?.close(),
    // A close left over from StrictMode's effect replay finds it open again: ignore that.
    onClose: () => {
      if (!ref.current?.open) onClosed();
    },
  };
}
