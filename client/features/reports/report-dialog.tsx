import { useMemo, useRef } from 'react';
import { REPORT_NOTE, reportFormReader, type NoteRule, type ReportValues } from './report-values.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ModalFormActions } from '../../components/modal-form-actions.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { reports } from '../../i18n/reports.ts';

export type ReportDialogProps<R extends string> = {
  /** What is reported, as a kicker: "Report this listing". */
  kind: string;
  title: string;
  byline?: string;
  /** What happens to a report. */
  explanation: string;
  reasons: readonly [R, ...R[]];
  /** How each reason reads to people, in the page's language (reasonLabels). */
  labels: Record<R, string>;
  note?: NoteRule;
  /** For the console when sending fails: "Reporting the listing". */
  what: string;
  send: (values: ReportValues<R>) => Promise<unknown>;
  onClose: () => void;
};

/** Each reason with how it reads, for `labels`: shared/ names them in English, for the API. */
export const reasonLabels = <R extends string>(reasons: readonly R[], label: (reason: R) => string) =>
  Object.fromEntries(reasons.map((reason) => [reason, label(reason)])) as Record<R, string>;

/** Reporting something to the admins: a modal <dialog> that hands focus back to the button that opened it when it closes. */
export function ReportDialog<R extends string>({
  kind,
  title,
  byline,
  explanation,
  reasons,
  labels,
  note = REPORT_NOTE,
  what,
  send,
  onClose,
}: ReportDialogProps<R>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onClose);
  const t = useMessages(reports);
  const read = useMemo(() => reportFormReader(reasons, note), [reasons, note]);
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm(
    read,
    async (values) => {
      await send(values);
      dialog.close();
    },
    what,
  );

  return (
    <FormDialog dialogRef={dialogRef} onClose={dialog.onClose} kicker={kind} title={title} byline={byline} explanation={explanation}>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="mt-5 space-y-4">
        <FormField label={t('reasonField')} error={errors.reason}>
          {(control) => (
            <select {...control} name="reason" defaultValue="" className="select w-full">
              <option value="" disabled>
                {t('chooseReason')}
              </option>
              {reasons.map((reason) => (
                <option key={reason} value={reason}>
                  {labels[reason]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('noteField')} error={errors.note}>
          {(control) => <textarea {...control} name="note" rows={3} maxLength={note.max} className="textarea w-full" />}
        </FormField>
        <ModalFormActions failure={failure} busy={busy} onCancel={dialog.close} submitLabel={t('submit')} />
      </form>
    </FormDialog>
  );
}
