import { useId, useRef, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { formText } from '../../lib/form-text.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { search } from '../../i18n/search.ts';
import { useMessages } from '../../i18n/namespace.ts';

/**
 * The header's search box: a modal <dialog> (focus stays inside, Escape closes it) that opens /search.
 * Every way out closes the dialog natively first, so the browser hands focus back to the Search button.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onClose);
  const titleId = useId();
  const inputId = useId();
  const navigate = useNavigate();
  const t = useMessages(search);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = formText(new FormData(event.currentTarget), 'q').trim();
    dialog.close();
    void navigate(q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search');
  };

  return (
    <dialog ref={dialogRef} className="modal modal-top sm:modal-middle" aria-labelledby={titleId} onClose={dialog.onClose}>
      <div className="modal-box">
        <h2 id={titleId} className="font-serif text-2xl font-bold">
          {t('dialogTitle')}
        </h2>
        <form onSubmit={submit} className="mt-4 space-y-4">
          <label htmlFor={inputId} className="block text-sm font-medium">
            {t('titleOrAuthor')}
          </label>
          <input id={inputId} name="q" type="search" maxLength={100} className="input w-full" placeholder={t('placeholder')} />
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={dialog.close}>
              {t('cancel')}
            </button>
            <button type="submit" className="btn btn-primary">
              {t('search')}
            </button>
          </div>
        </form>
      </div>
      {/* A click beside the box closes it, as Escape does. */}
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          {t('close')}
        </button>
      </form>
    </dialog>
  );
}
