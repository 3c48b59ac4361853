import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBook } from '../../test/books.ts';
import { fakeServer, renderWithProviders, STORE_CONFIG } from '../../test/fake-server.tsx';
import { BookGrid } from './book-grid.tsx';

const books = Array.from({ length: 7 }, (_, i) => aBook({ _id: `0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6${i}`, book: `Volume ${i}` }));

/** Renders the grid, then waits for the prices' read of the store's currency, so it does not outlive the test's fake server. */
async function renderGrid(opensPage: boolean) {
  const server = fakeServer({ 'catalog.storeConfig': () => STORE_CONFIG });
  renderWithProviders(<BookGrid books={books} cardHeadingTag="h2" opensPage={opensPage} />);
  await waitFor(() => expect(server.inputsOf('catalog.storeConfig')).toHaveLength(1));
}

/** How each cover loads, in the grid's order: "eager high" or "lazy auto". */
const coverLoading = () =>
  screen.getAllByRole('img', { name: /^Cover of / }).map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority') ?? 'auto'}`);

describe('BookGrid', () => {
  it('loads the first row of covers at once and first when it opens the page (a category, search), the rest lazily', async () => {
    await renderGrid(true);

    expect(coverLoading()).toEqual([...Array<string>(4).fill('eager high'), ...Array<string>(3).fill('lazy auto')]);
  });

  it('loads every cover lazily further down a page', async () => {
    await renderGrid(false);

    expect(coverLoading()).toEqual(Array<string>(7).fill('lazy auto'));
  });
});
