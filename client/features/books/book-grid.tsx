import type { ReactNode } from 'react';
import type { Book } from '../../../shared/books.ts';
import { BookCard } from './book-card.tsx';

/** Cards in the grid's first row at its widest (xl:grid-cols-4); on a phone that is its first two rows, still on screen. */
const FIRST_ROW = 4;

type BookGridProps = {
  books: Book[];
  cardHeadingTag: 'h2' | 'h3';
  /** The buttons of each card's foot; the home page's Advertisement section passes none. */
  actions?: (book: Book) => ReactNode;
  /**
   * The grid opens the page (a category, search results): its first row's covers are the largest
   * thing a phone paints first, so they load at once with high priority; the rest stay lazy.
   */
  opensPage?: boolean;
};

/** Two cards to a row from the narrowest phones up: a card is a glance, the book's page has the rest. */
export function BookGrid({ books, cardHeadingTag, actions, opensPage = false }: BookGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
      {books.map((book, index) => (
        <li key={book._id} className="grid">
          <BookCard book={book} heading={cardHeadingTag} actions={actions?.(book)} priority={opensPage && index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
