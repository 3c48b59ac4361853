import { bundlePrice } from '../../../shared/bundle-price.ts';
import { formatMoney } from '../../i18n/format.ts';
import type { BundlePick } from './booking-modal.tsx';

/** The head of the bundle's booking dialog: the copies picked, each at its price, and what they cost together. */
export function BundleSummary({ titleId, pick, currency, offering }: { titleId: string; pick: BundlePick; currency: string; offering: boolean }) {
  const price = bundlePrice(
    pick.books.map((b) => b.priceMinor),
    pick.discount,
  );
  return (
    <>
      <p className="text-secondary text-sm font-semibold tracking-wider uppercase">{offering ? 'Make an offer on these together' : 'Book these together'}</p>
      <h2 id={titleId} className="mt-1 font-serif text-2xl font-bold">
        {pick.books.length} books from {pick.books[0]?.sellerName}
      </h2>
      <ul className="mt-3 space-y-1 text-sm">
        {pick.books.map((b) => (
          <li key={b._id} className="flex justify-between gap-4">
            <span className="min-w-0 break-words">{b.book}</span>
            <span className="whitespace-nowrap">{formatMoney(b.priceMinor, currency)}</span>
          </li>
        ))}
      </ul>
      <p className="text-secondary mt-3 text-2xl font-bold">
        <span className="sr-only">Together: </span>
        {price.discountPercent > 0 && (
          <del className="text-base-content/75 me-2 text-base font-normal">
            <span className="sr-only">instead of </span>
            {formatMoney(price.listedMinor, currency)}
          </del>
        )}
        {formatMoney(price.priceMinor, currency)}
      </p>
      <p className="text-base-content/75 mt-2 text-sm">
        {price.discountPercent > 0 ? `${price.discountPercent} % off for buying them together. ` : ''}
        {offering
          ? 'The seller accepts, declines or counters it in your conversation about the first of them. Accepted, they are booked for you at your price.'
          : 'One payment, one handover, one review: if one of them has gone meanwhile, none is booked.'}
      </p>
    </>
  );
}
