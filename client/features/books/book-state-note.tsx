import type { Book } from '../../../shared/books.ts';
import { bookPage } from '../../i18n/book-page.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';

const box = 'rounded-box mt-5 border p-4';

/** Says plainly why a copy cannot be booked now: sold for good, or held by someone's booking for a while. */
export function BookStateNote({ book }: { book: Book }) {
  const t = useMessages(bookPage);
  if (book.status === 'sold') {
    return (
      <p className={`${box} border-error/60`}>
        <RichText text={t('soldNote')} parts={[(word) => <strong className="text-error">{word}</strong>]} />
      </p>
    );
  }
  if (book.booked) {
    return (
      <p className={`${box} border-warning`}>
        <RichText text={t('bookedNote')} parts={[(word) => <strong>{word}</strong>]} />
      </p>
    );
  }
  return null;
}
