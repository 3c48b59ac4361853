import { useId, useRef, type SubmitEvent } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { formText } from '../../lib/form-text.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import type { GoogleTestIdentity } from './auth-user.ts';
import { auth } from '../../i18n/auth.ts';
import { useMessages } from '../../i18n/namespace.ts';

type GoogleTestIdentityDialogProps = {
  onSubmit: (identity: GoogleTestIdentity) => void;
  onCancel: () => void;
};

/** A modal <dialog>: the browser traps focus in it and closes it on Escape. */
export function GoogleTestIdentityDialog({ onSubmit, onCancel }: GoogleTestIdentityDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onCancel);
  const titleId = useId();
  const t = useMessages(auth);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({ name: formText(form, 'name').trim(), email: formText(form, 'email').trim() });
  };

  return (
    <dialog ref={dialogRef} className="modal" aria-labelledby={titleId} onClose={dialog.onClose}>
      <div className="modal-box">
        <h2 id={titleId} className="font-serif text-2xl font-bold">
          {t('googleTestTitle')}
        </h2>
        <p className="text-base-content/75 mt-2 text-sm">{t('googleTestIntro')}</p>
        <form onSubmit={submit} className="mt-5 space-y-4">
          <FormField label={t('name')}>{(control) => <input {...control} name="name" autoComplete="name" required className="input w-full" />}</FormField>
          <FormField label={t('googleEmail')}>
            {(control) => <input {...control} name="email" type="email" autoComplete="email" required className="input w-full" />}
          </FormField>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              {t('cancel')}
            </button>
            <button type="submit" className="btn btn-primary">
              {t('continue')}
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
