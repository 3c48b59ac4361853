import type { Book } from '../../../shared/books.ts';
import { bookActions } from '../../i18n/book-actions.ts';
import { useMessages } from '../../i18n/namespace.ts';

type BookNowButtonProps = {
  book: Book;
  /** The signed-in user's own listing, which they cannot book. */
  own: boolean;
  onBook: () => void;
  /** Starts fetching the booking form before the click, so it opens without a wait. */
  onPrepare: () => void;
};

/** 'Book now' is disabled for a sold copy; a copy held by a booking cannot be booked either. */
export function BookNowButton({ book, own, onBook, onPrepare }: BookNowButtonProps) {
  const unavailable = book.status === 'sold' || book.booked || own;
  const t = useMessages(bookActions);
  return (
    <div className="w-full">
      <button type="button" className="btn btn-primary btn-block" disabled={unavailable} onClick={onBook} onPointerEnter={onPrepare} onFocus={onPrepare}>
        {t('bookNow')}
      </button>
      {own && <p className="text-base-content/70 mt-2 text-center text-sm">{t('yourListing')}</p>}
    </div>
  );
}
