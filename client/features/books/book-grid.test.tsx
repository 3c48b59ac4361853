import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBook } from '../../test/books.ts';
import { fakeServer, renderWithProviders, STORE_CONFIG } from '../../test/fake-server.tsx';
import { BookGrid } from './book-grid.tsx';

// Covers as data URLs: the test page has no store to fetch eager ones from.
const books = Array.from({ length: 7 }, (_, i) =>
  aBook({ _id: `0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6${i}`, book: `Volume ${i}`, image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }),
);

/** How each cover loads, in the grid's order: "eager high" or "lazy auto". */
const coverLoading = () =>
  screen.getAllByRole('img', { name: /^Cover of / }).map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority') ?? 'auto'}`);

describe('BookGrid', () => {
  it('loads the first row of covers at once and first when it opens the page (a category, search), the rest lazily', () => {
    fakeServer({ 'catalog.storeConfig': () => STORE_CONFIG });
    renderWithProviders(<BookGrid books={books} cardHeading="h2" opensPage />);

    expect(coverLoading()).toEqual([...Array<string>(4).fill('eager high'), ...Array<string>(3).fill('lazy auto')]);
  });

  it('loads every cover lazily further down a page', () => {
    fakeServer({ 'catalog.storeConfig': () => STORE_CONFIG });
    renderWithProviders(<BookGrid books={books} cardHeading="h2" />);

    expect(coverLoading()).toEqual(Array<string>(7).fill('lazy auto'));
  });
});
