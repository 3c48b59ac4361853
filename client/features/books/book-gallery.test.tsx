import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBook } from '../../test/books.ts';
import { BookGallery } from './book-gallery.tsx';

describe('BookGallery', () => {
  it('shows a single photo as it is, loaded first', () => {
    render(<BookGallery book={aBook()} />);
    const cover = screen.getByRole<HTMLImageElement>('img', { name: 'Cover of The God of Small Things' });
    expect([cover.getAttribute('src'), cover.getAttribute('fetchpriority')]).toEqual(['/images/cover.webp', 'high']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows several as swipeable slides in order, the later ones loaded lazily, with arrows and a button for each', () => {
    const photos = ['/images/cover.webp', '/images/back.webp', '/images/spine.webp'];
    render(<BookGallery book={aBook({ photos })} />);
    const carousel = screen.getByRole('region', { name: 'Photos of The God of Small Things' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const images = within(carousel).getAllByRole<HTMLImageElement>('img');
    expect(images.map((img) => [img.alt, img.getAttribute('src'), img.getAttribute('loading')])).toEqual([
      ['Cover of The God of Small Things', '/images/cover.webp', 'eager'],
      ['Photo 2 of The God of Small Things', '/images/back.webp', 'lazy'],
      ['Photo 3 of The God of Small Things', '/images/spine.webp', 'lazy'],
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous photo' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next photo' }).disabled).toBe(false);
    expect(screen.getAllByRole('button', { name: /^Show photo \d$/ }).map((b) => b.getAttribute('aria-current'))).toEqual(['true', 'false', 'false']);
  });
});
