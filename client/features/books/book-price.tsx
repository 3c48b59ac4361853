import type { Book } from '../../../shared/books.ts';
import { formatMoney } from '../../../shared/money.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';

/** The resale price, beside what the book cost new (struck through) only when its seller gave that. */
export function BookPrice({ book }: { book: Pick<Book, 'priceMinor' | 'originalPriceMinor'> }) {
  const currency = useStoreCurrency();
  return (
    <p className="flex grow-0 flex-wrap items-baseline gap-x-2">
      <span className="text-secondary text-2xl font-bold">
        <span className="sr-only">Resale price: </span>
        {formatMoney(book.priceMinor, currency)}
      </span>
      {book.originalPriceMinor !== null && (
        <del className="text-base-content/70 text-sm">
          <span className="sr-only">Price when new: </span>
          {formatMoney(book.originalPriceMinor, currency)}
        </del>
      )}
    </p>
  );
}
