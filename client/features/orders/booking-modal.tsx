import { useId, useRef } from 'react';
import type { Book } from '../../../shared/books.ts';
import type { Bundle, BundleDiscount } from '../../../shared/bundles.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { books } from '../../i18n/books.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { orders } from '../../i18n/orders.ts';
import { ModalFormActions } from '../../components/modal-form-actions.tsx';
import { FormField } from '../../components/form-field.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { useAuth } from '../auth/auth-context.ts';
import { useEmailVerification } from '../auth/use-email-verification.ts';
import { useRole } from '../auth/use-role.ts';
import { VerifyEmailFirst } from '../auth/verify-email-first.tsx';
import {
  readBookingForm,
  readBundleForm,
  readOfferForm,
  type BookingErrors,
  type BookingValues,
  type BundleValues,
  type OfferValues,
} from './booking-values.ts';
import { BundleSummary } from './bundle-summary.tsx';
import { useBookBundle } from './use-book-bundle.ts';
import { useBookCopy } from './use-book-copy.ts';
import { useMakeOffer } from './use-make-offer.ts';

/** Several copies of one seller, booked together at their price less the seller's bundle discount. */
export type BundlePick = { books: Book[]; discount: BundleDiscount | null; onBooked: (bundle: Bundle) => void };

type BookingModalProps = { onClose: () => void } & (
  | {
      book: Book;
      /** Make an offer instead of booking at the price; called with the offer's conversation once it is sent. */
      offer?: { onSent: (conversationId: string) => void };
      bundle?: never;
    }
  | { bundle: BundlePick; book?: never; offer?: { onSent: (conversationId: string) => void } }
);

/**
 * The booking modal, the offer modal (the same form with a price first) and the bundle's (several
 * copies at once). A modal <dialog>: focus stays inside, Escape closes it, and closing natively hands
 * focus back to the button that opened it. All need a verified email, so an unverified buyer is told
 * so in place of the form.
 */
export function BookingModal({ book, onClose, offer, bundle }: BookingModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The name and email come first but are read-only: the keyboard starts at the offer, or the phone.
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const dialog = useModalDialog(dialogRef, onClose, firstFieldRef);
  const titleId = useId();
  const { user } = useAuth();
  const { name } = useRole();
  const currency = useStoreCurrency();
  const bookCopy = useBookCopy();
  const makeOffer = useMakeOffer();
  const bookBundle = useBookBundle();
  const verification = useEmailVerification();
  const t = useMessages(orders);
  const card = useMessages(books);
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm<BookingValues | OfferValues | BundleValues, BookingErrors>(
    (form: FormData) => {
      const copies = bundle ? { bookIds: bundle.books.map((b) => b._id) } : { bookId: book._id };
      if (offer) return readOfferForm(copies, form);
      return bundle ? readBundleForm(copies.bookIds!, form) : readBookingForm(book._id, form);
    },
    async (values) => {
      if ('price' in values) {
        const sent = await makeOffer.mutateAsync(values);
        dialog.close();
        offer?.onSent(sent.conversationId);
        return;
      }
      if ('bookIds' in values) {
        const booked = await bookBundle.mutateAsync(values);
        dialog.close();
        bundle?.onBooked(booked);
        return;
      }
      await bookCopy.mutateAsync(values);
      dialog.close();
    },
    offer ? 'Sending the offer' : bundle ? 'Booking the books' : 'Booking the copy',
  );

  return (
    <dialog ref={dialogRef} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} onClose={dialog.onClose}>
      <div className="modal-box">
        {bundle ? (
          <BundleSummary titleId={titleId} pick={bundle} currency={currency} offering={offer !== undefined} />
        ) : (
          <>
            <p className="text-secondary text-sm font-semibold tracking-wider uppercase">{t(offer ? 'makeOffer' : 'bookThisCopy')}</p>
            <h2 id={titleId} className="mt-1 font-serif text-2xl font-bold">
              {book.book}
            </h2>
            <p className="text-base-content/75 text-sm">{card('byAuthor', { author: book.author })}</p>
            <p className="text-secondary mt-2 text-2xl font-bold">
              <span className={offer ? 'text-base-content/75 text-base font-normal' : 'sr-only'}>{t(offer ? 'listedAt' : 'price')}</span>
              {formatMoney(book.priceMinor, currency)}
            </p>
            {offer && <p className="text-base-content/75 mt-2 text-sm">{t('offerExplained')}</p>}
          </>
        )}
        {verification.verified === false ? (
          <>
            <VerifyEmailFirst verification={verification} toDo={t(offer ? 'toDo.offer' : bundle ? 'toDo.bundle' : 'toDo.copy')} />
            <div className="modal-action">
              <button type="button" className="btn btn-ghost" onClick={dialog.close}>
                {t('close')}
              </button>
            </div>
          </>
        ) : (
          <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="mt-5 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('yourName')}>{(control) => <input {...control} name="buyerName" value={name} readOnly className="input w-full" />}</FormField>
              <FormField label={t('yourEmail')}>
                {(control) => <input {...control} name="buyerEmail" type="email" value={user?.email ?? ''} readOnly className="input w-full" />}
              </FormField>
            </div>
            {offer && (
              <FormField label={t('yourOffer')} error={errors.price}>
                {(control) => (
                  <input
                    {...control}
                    ref={firstFieldRef}
                    name="price"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={t('offerPlaceholder', { amount: formatNumber(300) })}
                    className="input w-full"
                  />
                )}
              </FormField>
            )}
            <FormField label={t('phone')} error={errors.buyerPhone}>
              {(control) => (
                <input
                  {...control}
                  ref={offer ? undefined : firstFieldRef}
                  name="buyerPhone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+8801700000000"
                  className="input w-full"
                />
              )}
            </FormField>
            <FormField label={t('location')} error={errors.buyerLocation}>
              {(control) => <input {...control} name="buyerLocation" autoComplete="address-level2" maxLength={120} className="input w-full" />}
            </FormField>
            <ModalFormActions failure={failure} busy={busy} onCancel={dialog.close} submitLabel={t(offer ? 'sendOffer' : 'submit')} />
          </form>
        )}
      </div>
    </dialog>
  );
}
