import { Link } from 'react-router';
import type { Book } from '../../../shared/books.ts';
import { formatPostingDate } from '../../lib/format-date.ts';
import { editionPath } from './book-paths.ts';

/** The posting's details on its page, as a definition list like the cards' (they show fewer on phones). */
export function BookFacts({ book, categoryName }: { book: Book; categoryName: string | undefined }) {
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      <dt className="text-base-content/70">Condition</dt>
      <dd>{book.condition}</dd>
      <dt className="text-base-content/70">Years of use</dt>
      <dd>{book.years === '' ? 'Not given' : book.years}</dd>
      <dt className="text-base-content/70">Location</dt>
      <dd>{book.location}</dd>
      <dt className="text-base-content/70">Posted</dt>
      <dd>
        <time dateTime={book.createdAt}>{formatPostingDate(book.createdAt)}</time>
      </dd>
      <dt className="text-base-content/70">Category</dt>
      <dd>
        <Link to={`/category/${book.categoryId}`} className="link link-secondary">
          {categoryName ?? book.categoryId}
        </Link>
      </dd>
      {book.isbn !== null && (
        <>
          <dt className="text-base-content/70">ISBN</dt>
          <dd>
            <Link to={editionPath(book.isbn)} className="link link-secondary" aria-label={`ISBN ${book.isbn}: every copy of this edition`}>
              {book.isbn}
            </Link>
          </dd>
        </>
      )}
    </dl>
  );
}
