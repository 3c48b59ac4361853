import { Link } from 'react-router';
import type { Book } from '../../../shared/books.ts';
import { formatPostingDate } from '../../lib/format-date.ts';
import { editionPath } from './book-paths.ts';
import { books } from '../../i18n/books.ts';
import { bookPage } from '../../i18n/book-page.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** The posting's details on its page, as a definition list like the cards' (they show fewer on phones). */
export function BookFacts({ book, categoryName }: { book: Book; categoryName: string | undefined }) {
  const t = useMessages(bookPage);
  const card = useMessages(books);
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      <dt className="text-base-content/70">{t('condition')}</dt>
      <dd>{card(`condition.${book.condition}`)}</dd>
      <dt className="text-base-content/70">{card('yearsOfUse')}</dt>
      <dd>{book.years === '' ? card('notGiven') : book.years}</dd>
      <dt className="text-base-content/70">{card('location')}</dt>
      <dd>{book.location}</dd>
      <dt className="text-base-content/70">{card('posted')}</dt>
      <dd>
        <time dateTime={book.createdAt}>{formatPostingDate(book.createdAt)}</time>
      </dd>
      <dt className="text-base-content/70">{t('category')}</dt>
      <dd>
        <Link to={`/category/${book.categoryId}`} className="link link-secondary">
          {categoryName ?? book.categoryId}
        </Link>
      </dd>
      {book.isbn !== null && (
        <>
          <dt className="text-base-content/70">{card('isbn')}</dt>
          <dd>
            <Link to={editionPath(book.isbn)} className="link link-secondary" aria-label={t('isbnEdition', { isbn: book.isbn })}>
              {book.isbn}
            </Link>
          </dd>
        </>
      )}
    </dl>
  );
}
