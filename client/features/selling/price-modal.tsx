import type { SellerBook } from '../../../shared/books.ts';
import { priceIn } from '../../../shared/books.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { priceInputMode, useStoreCurrency } from '../../lib/use-store-currency.ts';
import type { ProductActions } from './use-product-actions.ts';

/** The seller changes a listing's price; a lower one tells whoever saved the book. */
export function PriceModal({ book, actions, onClose }: { book: SellerBook; actions: ProductActions; onClose: () => void }) {
  const currency = useStoreCurrency();
  const t = useMessages(selling);
  return (
    <TextDialog
      kicker={t('price.change')}
      title={book.book}
      explanation={book.savedCount > 0 ? t('price.savedBy', { count: book.savedCount }) : t('price.keeps')}
      label={t('price.new')}
      schema={priceIn(currency)}
      max={12}
      rows={1}
      inputMode={priceInputMode(currency)}
      defaultValue={book.price}
      submitLabel={t('price.change')}
      what="Changing the price"
      send={(minor) => actions.setPrice(book._id, minor)}
      onClose={onClose}
    />
  );
}
