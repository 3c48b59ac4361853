import { bundlePrice } from '../../../shared/bundle-price.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { orders } from '../../i18n/orders.ts';
import type { BundlePick } from './booking-modal.tsx';

/** The head of the bundle's booking dialog: the copies picked, each at its price, and what they cost together. */
export function BundleSummary({ titleId, pick, currency, offering }: { titleId: string; pick: BundlePick; currency: string; offering: boolean }) {
  const t = useMessages(orders);
  const price = bundlePrice(
    pick.books.map((b) => b.priceMinor),
    pick.discount,
  );
  return (
    <>
      <p className="text-secondary text-sm font-semibold tracking-wider uppercase">{t(offering ? 'offerTogether' : 'bookTheseTogether')}</p>
      <h2 id={titleId} className="mt-1 font-serif text-2xl font-bold">
        {t('booksFrom', { count: pick.books.length, seller: pick.books[0]?.sellerName ?? '' })}
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
        <span className="sr-only">{t('together')}</span>
        {price.discountPercent > 0 && (
          <del className="text-base-content/75 me-2 text-base font-normal">
            <span className="sr-only">{t('insteadOf')}</span>
            {formatMoney(price.listedMinor, currency)}
          </del>
        )}
        {formatMoney(price.priceMinor, currency)}
      </p>
      <p className="text-base-content/75 mt-2 text-sm">
        {price.discountPercent > 0 && `${t('bundleDiscount', { percent: formatNumber(price.discountPercent) })} `}
        {t(offering ? 'bundleOfferExplained' : 'bundleExplained')}
      </p>
    </>
  );
}
