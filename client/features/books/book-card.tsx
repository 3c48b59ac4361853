import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Book } from '../../../shared/books.ts';
import { formatPostingDate } from '../../lib/format-date.ts';
import { BookPrice } from './book-price.tsx';
import { bookPath } from './book-paths.ts';
import { SellerRating } from './seller-rating.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import { books } from '../../i18n/books.ts';
import { useMessages } from '../../i18n/namespace.ts';

type BookCardProps = {
  book: Book;
  heading: 'h2' | 'h3';
  /** Buttons for the card's foot (the app's book actions: booking, saving, asking, reporting); nothing is drawn when absent. */
  actions?: ReactNode;
  /** The cover is among the first a visitor sees: fetch it at once, ahead of other images, instead of lazily. */
  priority?: boolean;
};

/**
 * A listing as every public list shows it. The title links to the book's
 * page and its link covers the whole card (one link for assistive technology, the whole card for a
 * thumb); the actions sit above that cover so they stay buttons. On phones two cards share a row, so
 * the photo is shorter and the posting details beyond location and seller wait for the book's page.
 */
export function BookCard({ book, heading: Heading, actions, priority = false }: BookCardProps) {
  const sold = book.status === 'sold';
  const t = useMessages(books);
  return (
    <article className="card border-base-300 bg-base-100 hover:border-primary relative h-full overflow-hidden border shadow-sm transition-colors">
      <figure className="bg-base-200 h-40 sm:h-64">
        {/* The card-sized copy when the store made one; its box is 480 × 720 at most. */}
        <img
          src={book.thumbnail ?? book.image}
          alt={t('coverOf', { title: book.book })}
          width={480}
          height={720}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-contain"
        />
      </figure>
      {/* daisyUI lets a card-body <p> grow; these do not, so every card reads top down alike. */}
      <div className="card-body gap-2 p-3 sm:gap-3 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-outline badge-sm">{t(`condition.${book.condition}`)}</span>
          {book.booked && !sold && <span className="badge badge-warning badge-sm">{t('booked')}</span>}
        </div>
        <div>
          <Heading className="card-title font-serif text-base leading-snug sm:text-lg">
            <Link to={bookPath(book._id)} className="hover:text-secondary after:absolute after:inset-0 after:content-['']">
              {book.book}
            </Link>
          </Heading>
          <p className="text-base-content/75 grow-0 text-sm">{t('byAuthor', { author: book.author })}</p>
        </div>
        <BookPrice book={book} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/70 max-sm:sr-only">{t('location')}</dt>
          <dd className="max-sm:col-span-2">{book.location}</dd>
          <dt className="text-base-content/70 max-sm:hidden">{t('yearsOfUse')}</dt>
          <dd className="max-sm:hidden">{book.years === '' ? t('notGiven') : book.years}</dd>
          <dt className="text-base-content/70 max-sm:hidden">{t('posted')}</dt>
          <dd className="max-sm:hidden">
            <time dateTime={book.createdAt}>{formatPostingDate(book.createdAt)}</time>
          </dd>
          <dt className="text-base-content/70 max-sm:sr-only">{t('seller')}</dt>
          <dd className="flex flex-wrap items-center gap-1.5 max-sm:col-span-2">
            {book.sellerName}
            {book.sellerVerified && <VerifiedBadge />}
            <SellerRating rating={book.sellerRating} />
          </dd>
        </dl>
        {sold && <p className="text-error grow-0 font-semibold">{t('statusSold')}</p>}
        {actions && <div className="card-actions relative z-10 mt-auto pt-2">{actions}</div>}
      </div>
    </article>
  );
}
