import { useRef } from 'react';
import type { z } from 'zod';
import type { FormReading } from '../lib/use-checked-form.ts';
import { useCheckedForm } from '../lib/use-checked-form.ts';
import { useModalDialog } from '../lib/use-modal-dialog.ts';
import { FormDialog } from './form-dialog.tsx';
import { FormField } from './form-field.tsx';
import { ModalFormActions } from './modal-form-actions.tsx';

type TextDialogProps<T> = {
  kicker: string;
  title: string;
  byline?: string;
  explanation?: string;
  /** The text field's label, and its rule: the server's own schema, and its length for the field. */
  label: string;
  schema: z.ZodType<T>;
  max: number;
  /** Lines of the text area; 1: a one-line field (a price, say) instead. */
  rows?: number;
  placeholder?: string;
  defaultValue?: string;
  inputMode?: 'text' | 'decimal' | 'numeric';
  submitLabel: string;
  /** For the console when sending fails: "Answering the review". */
  what: string;
  send: (value: T) => Promise<unknown>;
  onClose: () => void;
};

type TextErrors = { text?: string };

/** A form dialog that asks for one text (a handover note, an answer to a review, a price), checked with the server's rule. */
export function TextDialog<T>(props: TextDialogProps<T>) {
  const {
    kicker,
    title,
    byline,
    explanation,
    label,
    schema,
    max,
    rows = 3,
    placeholder,
    defaultValue,
    inputMode = 'text',
    submitLabel,
    what,
    send,
    onClose,
  } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onClose);
  const read = (form: FormData): FormReading<T, TextErrors> => {
    const parsed = schema.safeParse(form.get('text') ?? '');
    return parsed.success ? { values: parsed.data } : { errors: { text: parsed.error.issues[0]?.message ?? 'Check the text' } };
  };
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm(
    read,
    async (value) => {
      await send(value);
      dialog.close();
    },
    what,
  );
  return (
    <FormDialog dialogRef={dialogRef} onClose={dialog.onClose} kicker={kicker} title={title} byline={byline} explanation={explanation}>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="mt-5 space-y-4">
        <FormField label={label} error={errors.text}>
          {(control) =>
            rows === 1 ? (
              <input
                {...control}
                name="text"
                maxLength={max}
                placeholder={placeholder}
                defaultValue={defaultValue}
                inputMode={inputMode}
                className="input w-full"
              />
            ) : (
              <textarea
                {...control}
                name="text"
                rows={rows}
                maxLength={max}
                placeholder={placeholder}
                defaultValue={defaultValue}
                className="textarea w-full"
              />
            )
          }
        </FormField>
        <ModalFormActions failure={failure} busy={busy} onCancel={dialog.close} submitLabel={submitLabel} />
      </form>
    </FormDialog>
  );
}
