import { useId, type ReactNode, type RefObject } from 'react';

type FormDialogProps = {
  /** The <dialog>, shown modally by useModalDialog. */
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** useModalDialog's onClose. */
  onClose: () => void;
  /** What the dialog does, as a kicker above the title: "Report this listing". The dialog is named by both. */
  kicker: string;
  title: ReactNode;
  /** A line under the title: the author, who it is with. */
  byline?: ReactNode;
  /** What happens once it is sent. */
  explanation?: ReactNode;
  /** The form. */
  children: ReactNode;
};

/** The head every form dialog of the store shares: a modal <dialog> named by its kicker and title, then the form. */
export function FormDialog({ dialogRef, onClose, kicker, title, byline, explanation, children }: FormDialogProps) {
  const kickerId = useId();
  const titleId = useId();
  return (
    <dialog ref={dialogRef} className="modal modal-bottom sm:modal-middle" aria-labelledby={`${kickerId} ${titleId}`} onClose={onClose}>
      <div className="modal-box">
        <p id={kickerId} className="text-secondary text-sm font-semibold tracking-wider uppercase">
          {kicker}
        </p>
        <h2 id={titleId} className="mt-1 font-serif text-2xl font-bold break-words">
          {title}
        </h2>
        {byline && <p className="text-base-content/75 text-sm">{byline}</p>}
        {explanation && <p className="text-base-content/75 mt-3 text-sm">{explanation}</p>}
        {children}
      </div>
    </dialog>
  );
}
