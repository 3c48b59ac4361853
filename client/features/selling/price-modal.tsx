import type { SellerBook } from '../../../shared/books.ts';
import { priceIn } from '../../../shared/books.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import { priceInputMode, useStoreCurrency } from '../../lib/use-store-currency.ts';
import type { ProductActions } from './use-product-actions.ts';

/** The seller changes a listing's price; a lower one tells whoever saved the book. */
export function PriceModal({ book, actions, onClose }: { book: SellerBook; actions: ProductActions; onClose: () => void }) {
  const currency = useStoreCurrency();
  return (
    <TextDialog
      kicker="Change the price"
      title={book.book}
      explanation={
        book.savedCount > 0
          ? `${book.savedCount === 1 ? '1 person saved' : `${book.savedCount} people saved`} this book: a lower price tells them. A booking already made keeps its price.`
          : 'A booking already made keeps its price.'
      }
      label="New price"
      schema={priceIn(currency)}
      max={12}
      rows={1}
      inputMode={priceInputMode(currency)}
      defaultValue={book.price}
      submitLabel="Change the price"
      what="Changing the price"
      send={(minor) => actions.setPrice(book._id, minor)}
      onClose={onClose}
    />
  );
}
