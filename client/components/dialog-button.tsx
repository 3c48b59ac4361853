import { Suspense, useState, type ReactNode } from 'react';

type DialogButtonProps = {
  /** The button's words. */
  children: ReactNode;
  className: string;
  /** What the button acts on (a row's title), for assistive technology. */
  describedBy?: string;
  /** Starts loading the dialog's code before the click (its form checks with the store's schemas). */
  onPrepare: () => void;
  /** The dialog (a lazy component), given how to close it. */
  dialog: (close: () => void) => ReactNode;
};

/** A button that opens a lazily loaded form dialog, and shows it until the dialog closes. */
export function DialogButton({ children, className, describedBy, onPrepare, dialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-describedby={describedBy} onClick={() => setOpen(true)} onPointerEnter={onPrepare} onFocus={onPrepare}>
        {children}
      </button>
      {open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  );
}
