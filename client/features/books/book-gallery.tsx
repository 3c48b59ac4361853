import { formatNumber } from '../../i18n/format.ts';
import { books } from '../../i18n/books.ts';
import { bookPage } from '../../i18n/book-page.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { useRef, useState } from 'react';
import type { Book } from '../../../shared/books.ts';

const FRAME = 'bg-base-200 rounded-box lg:sticky lg:top-24 lg:self-start';
const PHOTO = 'h-96 w-full object-contain sm:h-[36rem]';

/**
 * A book's photos on its page. One photo is shown as it is; several are a row that a finger swipes
 * (scroll snapping, so the browser does the swiping), with arrows and a numbered button for each
 * photo, which keyboards and mice use. Only the first loads at once; the others load as they near.
 */
export function BookGallery({ book }: { book: Book }) {
  const t = useMessages(bookPage);
  const card = useMessages(books);
  const row = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);
  const count = book.photos.length;
  if (count <= 1) {
    return (
      <figure className={`${FRAME} flex items-center justify-center p-4`}>
        <img src={book.image} alt={card('coverOf', { title: book.book })} width={480} height={720} fetchPriority="high" className={PHOTO} />
      </figure>
    );
  }
  const show = (index: number) => {
    const target = row.current?.children[index];
    if (target instanceof HTMLElement) row.current?.scrollTo({ left: target.offsetLeft, behavior: 'smooth' });
  };
  const onScroll = () => {
    const width = row.current?.clientWidth ?? 0;
    if (width > 0) setShown(Math.round((row.current?.scrollLeft ?? 0) / width));
  };

  return (
    <section aria-roledescription={card('carousel')} aria-label={t('photosOf', { title: book.book })} className={`${FRAME} p-4`}>
      <div className="relative">
        <ul ref={row} onScroll={onScroll} className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none]">
          {book.photos.map((url, index) => (
            <li
              key={url}
              aria-roledescription={card('slide')}
              aria-label={card('slideOf', { n: formatNumber(index + 1), count: formatNumber(count) })}
              className="w-full shrink-0 snap-center"
            >
              {/* Each photo opens full size; a keyboard reaching one scrolls it into view. */}
              <a href={url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={url}
                  alt={index === 0 ? card('coverOf', { title: book.book }) : t('photoOf', { n: formatNumber(index + 1), title: book.book })}
                  width={480}
                  height={720}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className={PHOTO}
                />
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-circle btn-sm absolute top-1/2 left-1 -translate-y-1/2"
          aria-label={t('previousPhoto')}
          disabled={shown === 0}
          onClick={() => show(shown - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="btn btn-circle btn-sm absolute top-1/2 right-1 -translate-y-1/2"
          aria-label={t('nextPhoto')}
          disabled={shown === count - 1}
          onClick={() => show(shown + 1)}
        >
          ›
        </button>
      </div>
      <div className="mt-3 flex justify-center gap-2">
        {book.photos.map((url, index) => (
          <button
            key={url}
            type="button"
            aria-label={t('showPhoto', { n: formatNumber(index + 1) })}
            aria-current={index === shown}
            onClick={() => show(index)}
            className={`size-3 rounded-full ${index === shown ? 'bg-primary' : 'bg-base-content/30'}`}
          />
        ))}
      </div>
    </section>
  );
}
