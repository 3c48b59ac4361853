import { common } from '../i18n/common.ts';
import { useMessages } from '../i18n/namespace.ts';
import { SubmitButton } from './submit-button.tsx';

type ModalFormActionsProps = {
  /** Why the last submit failed, shown above the buttons. */
  failure?: string | null;
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
};

/** The foot of a form in a modal: its failure, then Cancel and the submit button (spinning while busy). */
export function ModalFormActions({ failure, busy, onCancel, submitLabel }: ModalFormActionsProps) {
  const t = useMessages(common);
  return (
    <>
      {failure && (
        <p role="alert" className="text-error text-sm">
          {failure}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </>
  );
}
