import type { Book } from '../../../shared/books.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { books } from '../../i18n/books.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** The resale price, beside what the book cost new (struck through) only when its seller gave that. */
export function BookPrice({ book }: { book: Pick<Book, 'priceMinor' | 'originalPriceMinor'> }) {
  const currency = useStoreCurrency();
  const t = useMessages(books);
  return (
    <p className="flex grow-0 flex-wrap items-baseline gap-x-2">
      <span className="text-secondary text-2xl font-bold">
        <span className="sr-only">{t('resalePrice')}</span>
        {formatMoney(book.priceMinor, currency)}
      </span>
      {book.originalPriceMinor !== null && (
        <del className="text-base-content/70 text-sm">
          <span className="sr-only">{t('priceNew')}</span>
          {formatMoney(book.originalPriceMinor, currency)}
        </del>
      )}
    </p>
  );
}
