import { useId, useRef } from 'react';
import type { Book } from '../../../shared/books.ts';
import { formatMoney } from '../../../shared/money.ts';
import { ModalFormActions } from '../../components/modal-form-actions.tsx';
import { FormField } from '../../components/form-field.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { useAuth } from '../auth/auth-context.ts';
import { useEmailVerification } from '../auth/use-email-verification.ts';
import { useRole } from '../auth/use-role.ts';
import { VerifyEmailFirst } from '../auth/verify-email-first.tsx';
import { readBookingForm } from './booking-values.ts';
import { useBookCopy } from './use-book-copy.ts';

type BookingModalProps = {
  book: Book;
  onClose: () => void;
};

/**
 * The booking modal. A modal <dialog>: focus stays inside, Escape closes it,
 * and closing natively hands focus back to the 'Book now' button that opened it. Booking needs a
 * verified email, so an unverified buyer is told so in place of the form, before filling it in.
 */
export function BookingModal({ book, onClose }: BookingModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The name and email come first but are read-only: the keyboard starts at the phone.
  const phoneRef = useRef<HTMLInputElement>(null);
  const dialog = useModalDialog(dialogRef, onClose, phoneRef);
  const titleId = useId();
  const { user } = useAuth();
  const { name } = useRole();
  const currency = useStoreCurrency();
  const bookCopy = useBookCopy();
  const verification = useEmailVerification();
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm(
    (form: FormData) => readBookingForm(book._id, form),
    async (values) => {
      await bookCopy.mutateAsync(values);
      dialog.close();
    },
    'Booking the copy',
  );

  return (
    <dialog ref={dialogRef} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} onClose={dialog.onClose}>
      <div className="modal-box">
        <p className="text-secondary text-sm font-semibold tracking-wider uppercase">Book this copy</p>
        <h2 id={titleId} className="mt-1 font-serif text-2xl font-bold">
          {book.book}
        </h2>
        <p className="text-base-content/75 text-sm">by {book.author}</p>
        <p className="text-secondary mt-2 text-2xl font-bold">
          <span className="sr-only">Price: </span>
          {formatMoney(book.priceMinor, currency)}
        </p>
        {verification.verified === false ? (
          <>
            <VerifyEmailFirst verification={verification} toDo="book this copy" />
            <div className="modal-action">
              <button type="button" className="btn btn-ghost" onClick={dialog.close}>
                Close
              </button>
            </div>
          </>
        ) : (
          <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="mt-5 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Your name">{(control) => <input {...control} name="buyerName" value={name} readOnly className="input w-full" />}</FormField>
              <FormField label="Your email">
                {(control) => <input {...control} name="buyerEmail" type="email" value={user?.email ?? ''} readOnly className="input w-full" />}
              </FormField>
            </div>
            <FormField label="Phone" error={errors.buyerPhone}>
              {(control) => (
                <input {...control} ref={phoneRef} name="buyerPhone" type="tel" autoComplete="tel" placeholder="+8801700000000" className="input w-full" />
              )}
            </FormField>
            <FormField label="Location (optional)" error={errors.buyerLocation}>
              {(control) => <input {...control} name="buyerLocation" autoComplete="address-level2" maxLength={120} className="input w-full" />}
            </FormField>
            <ModalFormActions failure={failure} busy={busy} onCancel={dialog.close} submitLabel="Submit" />
          </form>
        )}
      </div>
    </dialog>
  );
}
