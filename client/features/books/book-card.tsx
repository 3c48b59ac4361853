import type { ReactNode } from 'react';
import type { Book } from '../../../shared/books.ts';
import { formatPostingDate } from '../../lib/format-date.ts';
import { BookPrice } from './book-price.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

type BookCardProps = {
  book: Book;
  heading: 'h2' | 'h3';
  /** Buttons for the card's foot (booking arrives with orders); nothing is drawn when absent. */
  actions?: ReactNode;
};

/** A listing as every public list shows it (SPEC sections 3 and 4). */
export function BookCard({ book, heading: Heading, actions }: BookCardProps) {
  const sold = book.status === 'sold';
  return (
    <article className="card border-base-300 bg-base-100 h-full overflow-hidden border shadow-sm">
      <figure className="bg-base-200 h-64">
        {/* The card-sized copy when the store made one; its box is 480 × 720 at most. */}
        <img
          src={book.thumbnail ?? book.image}
          alt={`Cover of ${book.book}`}
          width={480}
          height={720}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-contain"
        />
      </figure>
      {/* daisyUI lets a card-body <p> grow; these do not, so every card reads top down alike. */}
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-outline badge-sm">{book.condition}</span>
          {book.booked && !sold && <span className="badge badge-warning badge-sm">Booked</span>}
        </div>
        <div>
          <Heading className="card-title font-serif text-lg leading-snug">{book.book}</Heading>
          <p className="text-base-content/75 grow-0 text-sm">by {book.author}</p>
        </div>
        <BookPrice priceMinor={book.priceMinor} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/70">Location</dt>
          <dd>{book.location}</dd>
          <dt className="text-base-content/70">Years of use</dt>
          <dd>{book.years === '' ? 'Not given' : book.years}</dd>
          <dt className="text-base-content/70">Posted</dt>
          <dd>
            <time dateTime={book.createdAt}>{formatPostingDate(book.createdAt)}</time>
          </dd>
          <dt className="text-base-content/70">Seller</dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            {book.sellerName}
            {book.sellerVerified && <VerifiedBadge />}
          </dd>
        </dl>
        {sold && <p className="text-error grow-0 font-semibold">Status: sold</p>}
        {actions && <div className="card-actions mt-auto pt-2">{actions}</div>}
      </div>
    </article>
  );
}
