import type { SellerBook } from '../../../shared/books.ts';
import { priceChangeSchema } from '../../../shared/books.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { notify } from '../../lib/notify.ts';

/** The seller changes a listing's price; a lower one tells whoever saved the book. */
export function PriceModal({ book, onClose }: { book: SellerBook; onClose: () => void }) {
  const utils = trpc.useUtils();
  const price = trpc.books.price.useMutation({
    onSuccess: async () => {
      notify.success('Price changed');
      await Promise.all([utils.books.mine.invalidate(), utils.catalog.invalidate()]);
    },
  });
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
      schema={priceChangeSchema.shape.price}
      max={12}
      rows={1}
      inputMode="decimal"
      defaultValue={book.price}
      submitLabel="Change the price"
      what="Changing the price"
      send={(minor) => price.mutateAsync({ id: book._id, price: String(minor / 100) })}
      onClose={onClose}
    />
  );
}
