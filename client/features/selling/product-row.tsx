import { useId } from 'react';
import type { SellerBook } from '../../../shared/books.ts';
import { books } from '../../i18n/books.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { ListPhoto } from '../../components/list-photo.tsx';
import { ProductButtons, ProductStatus } from './product-controls.tsx';
import { SaleLine } from './sale-line.tsx';
import type { ProductActions } from './use-product-actions.ts';

export type ProductViewProps = { book: SellerBook; currency: string; actions: ProductActions };

/** One listing in My products' table, on screens wide enough for it. */
export function ProductRow({ book, currency, actions }: ProductViewProps) {
  const titleId = useId();
  const t = useMessages(books);
  return (
    <tr>
      <td>
        <ListPhoto src={book.thumbnail ?? book.image} />
      </td>
      <th scope="row" id={titleId} className="min-w-40 font-semibold">
        {book.book}
        <span className="text-base-content/70 block text-sm font-normal">{t('byAuthor', { author: book.author })}</span>
        {book.sale && <SaleLine sale={book.sale} />}
      </th>
      <td className="whitespace-nowrap">{formatMoney(book.priceMinor, currency)}</td>
      <td>
        <ProductStatus book={book} />
      </td>
      <td>
        <div className="flex min-w-56 flex-wrap gap-2">
          <ProductButtons book={book} actions={actions} describedBy={titleId} />
        </div>
      </td>
    </tr>
  );
}
