import { SHELF_SIZE } from '../../../shared/first-page-sizes.ts';
import { useId } from 'react';
import type { Book } from '../../../shared/books.ts';
import { BookGrid } from './book-grid.tsx';

type MoreBooksProps = {
  title: string;
  /** The shelf's books as loaded (one more than shown, so the current book can be left out). */
  books: Book[] | undefined;
  /** The book whose page this is: it is not "more" of itself. */
  current: string;
};

/** A shelf under a book's page ("More from this seller", "More in this category"); absent while loading or when empty. */
export function MoreBooks({ title, books, current }: MoreBooksProps) {
  const headingId = useId();
  const shown = (books ?? []).filter((book) => book._id !== current).slice(0, SHELF_SIZE);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="mb-6 font-serif text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <BookGrid books={shown} cardHeadingTag="h3" />
    </section>
  );
}
