import { useId, useRef, type SubmitEvent } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { formText } from '../../lib/form-text.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import type { GoogleTestIdentity } from './auth-user.ts';

type GoogleTestIdentityDialogProps = {
  onSubmit: (identity: GoogleTestIdentity) => void;
  onCancel: () => void;
};

/** A modal <dialog>: the browser traps focus in it and closes it on Escape. */
export function GoogleTestIdentityDialog({ onSubmit, onCancel }: GoogleTestIdentityDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onCancel);
  const titleId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({ name: formText(form, 'name').trim(), email: formText(form, 'email').trim() });
  };

  return (
    <dialog ref={dialogRef} className="modal" aria-labelledby={titleId} onClose={dialog.onClose}>
      <div className="modal-box">
        <h2 id={titleId} className="font-serif text-2xl font-bold">
          Google test account
        </h2>
        <p className="text-base-content/75 mt-2 text-sm">
          This store runs with the Firebase Auth emulator, which cannot reach Google. Enter the name and email of the Google account to sign in as.
        </p>
        <form onSubmit={submit} className="mt-5 space-y-4">
          <FormField label="Name">{(control) => <input {...control} name="name" autoComplete="name" required className="input w-full" />}</FormField>
          <FormField label="Google email">
            {(control) => <input {...control} name="email" type="email" autoComplete="email" required className="input w-full" />}
          </FormField>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary">
              Continue
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
