import { useState } from 'react';
import type { Book } from '../../../shared/books.ts';
import { bundlePrice, BUNDLE_MAX_BOOKS, type BundleTerms } from '../../../shared/bundle-price.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { orders } from '../../i18n/orders.ts';
import { RichText } from '../../i18n/rich-text.tsx';

/** The copies a buyer has picked on a seller's profile to book together, in the order picked. */
export function useBundlePicker() {
  const [picked, setPicked] = useState<Book[]>([]);
  const has = (book: Book) => picked.some((b) => b._id === book._id);
  const toggle = (book: Book) => setPicked((now) => (now.some((b) => b._id === book._id) ? now.filter((b) => b._id !== book._id) : [...now, book]));
  return { picked, has, toggle, clear: () => setPicked([]) };
}

/** Whether a card's copy can go in a bundle: on sale, held by nobody, and not the viewer's own. */
export const bundleable = (book: Book, viewerId: string | undefined) => book.status === 'available' && !book.booked && book.sellerId !== viewerId;

/** A card's "Add to bundle" switch: pressed while the copy is in the bundle. */
export function BundleToggle({ book, inBundle, full, onToggle }: { book: Book; inBundle: boolean; full: boolean; onToggle: () => void }) {
  const t = useMessages(orders);
  return (
    <button
      type="button"
      className={`btn btn-block ${inBundle ? 'btn-accent' : 'btn-outline'}`}
      aria-pressed={inBundle}
      disabled={full && !inBundle}
      onClick={onToggle}
    >
      <RichText text={t('addToBundle', { title: book.book })} parts={[(title) => <span className="sr-only">{title}</span>]} />
    </button>
  );
}

type BundleBarProps = {
  picked: Book[];
  discount: BundleTerms | null;
  currency: string;
  onBook: () => void;
  /** Offer less for them together; absent when one of them takes no offers. */
  onOffer?: (() => void) | undefined;
  onClear: () => void;
};

/** Stays at the foot of the screen while copies are picked: how many, what they cost together, and the button to book them. */
export function BundleBar({ picked, discount, currency, onBook, onOffer, onClear }: BundleBarProps) {
  const t = useMessages(orders);
  if (picked.length === 0) return null;
  const price = bundlePrice(
    picked.map((b) => b.priceMinor),
    discount,
  );
  const more = discount && discount.percent > 0 && picked.length < discount.minBooks ? discount.minBooks - picked.length : 0;
  return (
    <>
      {/* Room at the page's end, so the bar never hides its last row. */}
      <div className="h-28" aria-hidden="true" />
      <section aria-label={t('yourBundle')} className="border-base-300 bg-base-100 fixed inset-x-0 bottom-0 z-30 border-t p-3 shadow-lg">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
          <p aria-live="polite">
            <strong>{t('bookCount', { count: picked.length })}</strong> · {formatMoney(price.priceMinor, currency)}
            {price.discountPercent > 0 && (
              <span className="text-secondary ms-2 font-semibold">{t('percentOff', { percent: formatNumber(price.discountPercent) })}</span>
            )}
            <span className="text-base-content/75 block text-sm">
              {picked.length < 2
                ? t('addOneMore')
                : more > 0
                  ? t('addMoreForDiscount', { more, percent: formatNumber(discount!.percent) })
                  : picked.length >= BUNDLE_MAX_BOOKS
                    ? t('bundleFull', { max: BUNDLE_MAX_BOOKS })
                    : t('onePayment')}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-ghost" onClick={onClear}>
              {t('clear')}
            </button>
            {onOffer && (
              <button type="button" className="btn btn-outline" disabled={picked.length < 2} aria-haspopup="dialog" onClick={onOffer}>
                {t('makeOffer')}
              </button>
            )}
            <button type="button" className="btn btn-primary" disabled={picked.length < 2} aria-haspopup="dialog" onClick={onBook}>
              {t('bookTogether')}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
