import type { ReactNode } from 'react';
import type { Book } from '../../../shared/books.ts';
import { BookCard } from './book-card.tsx';

type BookGridProps = {
  books: Book[];
  cardHeading: 'h2' | 'h3';
  /** The buttons of each card's foot; the home page's Advertisement section passes none. */
  actions?: (book: Book) => ReactNode;
};

/** Two cards to a row from the narrowest phones up: a card is a glance, the book's page has the rest. */
export function BookGrid({ books, cardHeading, actions }: BookGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
      {books.map((book) => (
        <li key={book._id} className="grid">
          <BookCard book={book} heading={cardHeading} actions={actions?.(book)} />
        </li>
      ))}
    </ul>
  );
}
