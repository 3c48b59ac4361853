import { useRef } from 'react';
import type { z } from 'zod';
import type { FormReading } from '../lib/use-checked-form.ts';
import { useCheckedForm } from '../lib/use-checked-form.ts';
import { useModalDialog } from '../lib/use-modal-dialog.ts';
import { FormDialog } from './form-dialog.tsx';
import { FormField } from './form-field.tsx';
import { ModalFormActions } from './modal-form-actions.tsx';

type TextDialogProps = {
  kicker: string;
  title: string;
  byline?: string;
  explanation?: string;
  /** The text field's label, and its rule: the server's own schema, and its length for the field. */
  label: string;
  schema: z.ZodType<string, unknown>;
  max: number;
  rows?: number;
  placeholder?: string;
  submitLabel: string;
  /** For the console when sending fails: "Answering the review". */
  what: string;
  send: (text: string) => Promise<unknown>;
  onClose: () => void;
};

type TextErrors = { text?: string };

/** A form dialog that asks for one text (a handover note, an answer to a review), checked with the server's rule. */
export function TextDialog({ kicker, title, byline, explanation, label, schema, max, rows = 3, placeholder, submitLabel, what, send, onClose }: TextDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onClose);
  const read = (form: FormData): FormReading<string, TextErrors> => {
    const parsed = schema.safeParse(form.get('text') ?? '');
    return parsed.success ? { values: parsed.data } : { errors: { text: parsed.error.issues[0]?.message ?? 'Check the text' } };
  };
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm(
    read,
    async (text) => {
      await send(text);
      dialog.close();
    },
    what,
  );
  return (
    <FormDialog dialogRef={dialogRef} onClose={dialog.onClose} kicker={kicker} title={title} byline={byline} explanation={explanation}>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="mt-5 space-y-4">
        <FormField label={label} error={errors.text}>
          {(control) => <textarea {...control} name="text" rows={rows} maxLength={max} placeholder={placeholder} autoFocus className="textarea w-full" />}
        </FormField>
        <ModalFormActions failure={failure} busy={busy} onCancel={dialog.close} submitLabel={submitLabel} />
      </form>
    </FormDialog>
  );
}
