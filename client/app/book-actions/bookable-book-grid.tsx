import type { ReactNode } from 'react';
import type { Book } from '../../../shared/books.ts';
import { BookGrid } from '../../features/books/book-grid.tsx';
import { useBookActions } from './use-book-actions.tsx';

type BookableBookGridProps = {
  books: Book[];
  cardHeadingTag: 'h2' | 'h3';
  /** See BookGrid: the grid opens the page, so its first row of covers loads at once. */
  opensPage?: boolean;
  /** A button more on each card (a seller's profile: adding the copy to a bundle). */
  moreActions?: (book: Book) => ReactNode;
};

/**
 * The lists people book from (category pages, search results, a seller's profile, the wishlist):
 * each card has 'Book now', which opens the booking modal, and, on other people's listings, 'Report'
 * (or "Reported" once they have).
 */
export function BookableBookGrid({ books, cardHeadingTag, opensPage, moreActions }: BookableBookGridProps) {
  const { actionsFor, modals } = useBookActions();
  const actions = moreActions
    ? (book: Book) => (
        <>
          {actionsFor(book)}
          {moreActions(book)}
        </>
      )
    : actionsFor;
  return (
    <>
      <BookGrid books={books} cardHeadingTag={cardHeadingTag} actions={actions} opensPage={opensPage} />
      {modals}
    </>
  );
}
