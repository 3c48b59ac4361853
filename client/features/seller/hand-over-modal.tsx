import { useRef } from 'react';
import { NOTE_MAX } from '../../../shared/note.ts';
import { handOverSchema } from '../../../shared/orders.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ModalFormActions } from '../../components/modal-form-actions.tsx';
import { fieldErrors } from '../../lib/field-errors.ts';
import { useCheckedForm, type FormReading } from '../../lib/use-checked-form.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { useHandOver } from '../orders/use-order-lifecycle.ts';

type HandOverErrors = { note?: string };

/** Reads the optional note with the server's rule. */
function readHandOver(id: string) {
  return (form: FormData): FormReading<{ id: string; note: string }, HandOverErrors> => {
    const parsed = handOverSchema.safeParse({ id, note: form.get('note') ?? '' });
    return parsed.success ? { values: parsed.data } : { errors: fieldErrors(parsed.error.issues, ['note'] as const) };
  };
}

/** The seller says a paid copy reached its buyer, with an optional note for them (how, a tracking number). */
export function HandOverModal({ orderId, title, onClose }: { orderId: string; title: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onClose);
  const handOver = useHandOver();
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm(
    readHandOver(orderId),
    async (values) => {
      await handOver.mutateAsync(values);
      dialog.close();
    },
    'Marking the order handed over',
  );
  return (
    <FormDialog
      dialogRef={dialogRef}
      onClose={dialog.onClose}
      kicker="Mark handed over"
      title={title}
      explanation="The buyer is asked to confirm they have it. Without an answer the sale completes by itself a week later."
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="mt-5 space-y-4">
        <FormField label="Note for the buyer (optional)" error={errors.note}>
          {(control) => <textarea {...control} name="note" rows={2} maxLength={NOTE_MAX.handover} placeholder="Met at the library; or shipped, tracking PX-20391" className="textarea w-full" />}
        </FormField>
        <ModalFormActions failure={failure} busy={busy} onCancel={dialog.close} submitLabel="Handed over" />
      </form>
    </FormDialog>
  );
}
