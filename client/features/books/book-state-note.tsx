import type { Book } from '../../../shared/books.ts';

const box = 'rounded-box mt-5 border p-4';

/** Says plainly why a copy cannot be booked now: sold for good, or held by someone's booking for a while. */
export function BookStateNote({ book }: { book: Book }) {
  if (book.status === 'sold') {
    return (
      <p className={`${box} border-error/60`}>
        <strong className="text-error">Sold.</strong> This copy has found its reader. Look below for more from this seller and this category.
      </p>
    );
  }
  if (book.booked) {
    return (
      <p className={`${box} border-warning`}>
        <strong>Booked.</strong> Someone has booked this copy and is paying for it. If they don’t pay in time, it can be booked again.
      </p>
    );
  }
  return null;
}
