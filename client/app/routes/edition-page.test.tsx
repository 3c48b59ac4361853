import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aBook } from '../../test/books.ts';
import { fakeAuth, fakeServer, renderWithProviders, STORE_CONFIG } from '../../test/fake-server.tsx';
import { EditionPage } from './edition-page.tsx';

/** Opens /isbn/<typed> against a store whose edition holds `copies`. */
function openEdition(typed: string, copies = [aBook({ _id: 'a1b2c3d4-0000-4000-8000-000000000001', price: '150', priceMinor: 15000 })]) {
  const server = fakeServer({
    'catalog.storeConfig': () => STORE_CONFIG,
    'catalog.edition': () => ({ items: copies, nextCursor: null }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/isbn/:isbn" element={<EditionPage />} />
    </Routes>,
    { path: `/isbn/${typed}`, auth: fakeAuth({ user: null }) },
  );
  return server;
}

describe('EditionPage', () => {
  it("asks for the edition's copies by its ISBN-13, however it was typed, and lists them", async () => {
    const server = openEdition('0-679-45731-3');
    expect((await screen.findByText(/cheapest first/)).textContent).toBe('The God of Small Things by Arundhati Roy: 1 copy, cheapest first');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ISBN 9780679457312');
    expect(screen.getByRole('heading', { level: 2, name: 'The God of Small Things' })).toBeTruthy();
    expect(server.inputsOf('catalog.edition')).toMatchObject([{ isbn: '9780679457312', limit: 24 }]);
  });

  it('says when nobody offers the edition', async () => {
    openEdition('9780679457312', []);
    expect(await screen.findByText('No copy for sale right now')).toBeTruthy();
  });

  it('says an ISBN with a typo is not one, and asks the store nothing', () => {
    const server = openEdition('9780679457313');
    expect(screen.getByRole('alert').textContent).toMatch(/^“9780679457313” is not an ISBN/);
    expect(server.inputsOf('catalog.edition')).toEqual([]);
  });
});
