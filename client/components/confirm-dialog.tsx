import { useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../lib/use-modal-dialog.ts';

/** What to ask before an action that moves money or removes something for good. */
export type Confirmation = {
  /** The question, as the dialog's name: "Do you want to delete buyer Rahim (rahim@example.com)?" */
  question: string;
  /** The button that goes ahead: "Delete", "Refund". */
  confirmLabel: string;
  /** The button that changes nothing; "Cancel" unless that would read as the action ("Cancel booking"). */
  keepLabel?: string;
  onConfirm: () => void;
};

/**
 * Asks a Confirmation in the store's own modal dialog, instead of the browser's confirm(): it looks
 * like the store, reads the same on every browser, and screen readers announce it as an alert dialog.
 * `ask` shows it; render `dialog` anywhere in the asking component. It lives in <body>: an asking
 * row may sit in a list that CSS hides at another width, which would hide the dialog too.
 */
export function useConfirm(): { ask: (confirmation: Confirmation) => void; dialog: ReactNode } {
  const [asking, setAsking] = useState<Confirmation | null>(null);
  return { ask: setAsking, dialog: asking && createPortal(<ConfirmDialog confirmation={asking} onClosed={() => setAsking(null)} />, document.body) };
}

/**
 * Focus starts on the button that changes nothing (the first), so a stray Enter is harmless; Escape
 * or that button closes it, and the browser hands focus back to the button that asked.
 */
function ConfirmDialog({ confirmation, onClosed }: { confirmation: Confirmation; onClosed: () => void }) {
  const { question, confirmLabel, keepLabel = 'Cancel', onConfirm } = confirmation;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onClosed);
  const questionId = useId();
  const confirm = () => {
    dialog.close();
    onConfirm();
  };
  return (
    <dialog ref={dialogRef} role="alertdialog" aria-labelledby={questionId} className="modal modal-bottom sm:modal-middle" onClose={dialog.onClose}>
      <div className="modal-box">
        <h2 id={questionId} className="font-serif text-xl font-bold break-words">
          {question}
        </h2>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={dialog.close}>
            {keepLabel}
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
