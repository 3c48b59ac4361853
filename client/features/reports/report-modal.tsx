import { useId, useRef } from 'react';
import type { Book } from '../../../shared/books.ts';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '../../../shared/reports.ts';
import { ModalFormActions } from '../../components/modal-form-actions.tsx';
import { FormField } from '../../components/form-field.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { readReportForm } from './report-values.ts';
import { useReportListing } from './use-report-listing.ts';

type ReportModalProps = {
  book: Book;
  onClose: () => void;
};

/** Reporting a listing to the admins: a modal <dialog> that hands focus back to the card's Report button when it closes. */
export function ReportModal({ book, onClose }: ReportModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onClose);
  const kindId = useId();
  const titleId = useId();
  const report = useReportListing();
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm(
    (form) => readReportForm(book._id, form),
    async (values) => {
      await report.mutateAsync(values);
      dialog.close();
    },
    'Reporting the listing',
  );

  return (
    <dialog ref={dialogRef} className="modal modal-bottom sm:modal-middle" aria-labelledby={`${kindId} ${titleId}`} onClose={dialog.onClose}>
      <div className="modal-box">
        <p id={kindId} className="text-secondary text-sm font-semibold tracking-wider uppercase">
          Report this listing
        </p>
        <h2 id={titleId} className="mt-1 font-serif text-2xl font-bold">
          {book.book}
        </h2>
        <p className="text-base-content/75 text-sm">by {book.author}</p>
        <p className="text-base-content/75 mt-3 text-sm">An admin reads every report and removes the listing if it breaks the rules.</p>
        <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="mt-5 space-y-4">
          <FormField label="Reason" error={errors.reason}>
            {(control) => (
              <select {...control} name="reason" defaultValue="" autoFocus className="select w-full">
                <option value="" disabled>
                  Choose a reason
                </option>
                {REPORT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {REPORT_REASON_LABELS[reason]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Note (optional)" error={errors.note}>
            {(control) => <textarea {...control} name="note" rows={3} maxLength={500} className="textarea w-full" />}
          </FormField>
          <ModalFormActions failure={failure} busy={busy} onCancel={dialog.close} submitLabel="Submit" />
        </form>
      </div>
    </dialog>
  );
}
