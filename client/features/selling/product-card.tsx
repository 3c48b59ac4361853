import { useId } from 'react';
import { books } from '../../i18n/books.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { ListCard } from '../../components/list-card.tsx';
import { ListPhoto } from '../../components/list-photo.tsx';
import { ProductButtons, ProductStatus } from './product-controls.tsx';
import type { ProductViewProps } from './product-row.tsx';
import { SaleLine } from './sale-line.tsx';

/** The same listing as a card on phones, its buttons wrapping under it instead of running off screen. */
export function ProductCard({ book, currency, actions }: ProductViewProps) {
  const titleId = useId();
  const t = useMessages(selling);
  const card = useMessages(books);
  return (
    <ListCard
      media={<ListPhoto src={book.thumbnail ?? book.image} />}
      titleId={titleId}
      title={book.book}
      details={[[t('column.status'), <ProductStatus book={book} />]]}
      actions={<ProductButtons book={book} actions={actions} describedBy={titleId} />}
    >
      <p className="text-base-content/70 text-sm">{card('byAuthor', { author: book.author })}</p>
      <p className="mt-1 font-semibold">{formatMoney(book.priceMinor, currency)}</p>
      {book.sale && <SaleLine sale={book.sale} />}
    </ListCard>
  );
}
