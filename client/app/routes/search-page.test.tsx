import { TRPCError } from '@trpc/server';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from '../../../shared/books.ts';
import type { Category } from '../../../shared/catalog.ts';
import { fieldErrors } from '../../test/fields.ts';
import { currentLocation, fakeAuth, fakeServer, renderWithProviders, STORE_CONFIG, testQueryClient, trpcFor } from '../../test/fake-server.tsx';
import { SearchPage } from './search-page.tsx';

const CATEGORIES: Category[] = [
  { _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', category: 'Fiction', categoryBn: null, categoryId: 'fiction' },
  { _id: '7a2d3e4f-5b6c-4d7e-8f9a-0b1c2d3e4f5a', category: 'Science', categoryBn: null, categoryId: 'science' },
];

/**
 * Opens /search with `query`, against a store that checks the search as the real one does and
 * finds nothing. `categoriesRead`: the category list is in the cache already, as after browsing.
 */
function openSearch(query: string, { categoriesRead = false } = {}) {
  const server = fakeServer({
    'catalog.storeConfig': () => STORE_CONFIG,
    'catalog.categories': () => CATEGORIES,
    'catalog.search': (input) => {
      const parsed = searchQuerySchema.safeParse(input);
      if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', message: parsed.error.issues[0]!.message });
      return { items: [], nextCursor: null };
    },
  });
  const user = userEvent.setup({ delay: null });
  const queryClient = testQueryClient();
  if (categoriesRead) queryClient.setQueryData(trpcFor(queryClient).catalog.categories.queryKey(), CATEGORIES);
  renderWithProviders(<SearchPage />, { path: `/search${query}`, auth: fakeAuth({ user: null }), queryClient });
  return { server, user };
}

const control = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
const values = () =>
  Object.fromEntries(
    ['Title or author', 'Category', 'Condition', 'Min price', 'Max price', 'Location', 'Sort by'].map((label) => [label, control(label).value]),
  );

describe('SearchPage', () => {
  it('searches with the filters of the address and shows them in the form', async () => {
    const { server } = openSearch('?q=dune&condition=Good&minPrice=100&location=Sylhet&sort=price_asc');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “dune”');
    await screen.findByText('No books found');
    expect(server.inputsOf('catalog.search')).toEqual([
      { q: 'dune', condition: 'Good', minPrice: 100, location: 'Sylhet', sort: 'price_asc', limit: 24, direction: 'forward' },
    ]);
    await screen.findByRole('option', { name: 'Science' });
    expect(values()).toEqual({
      'Title or author': 'dune',
      Category: '',
      Condition: 'Good',
      'Min price': '100',
      'Max price': '',
      Location: 'Sylhet',
      'Sort by': 'price_asc',
    });
  });

  it("shows the address's category in the form and keeps it when the order changes", async () => {
    const { server, user } = openSearch('?q=dune&categoryId=science', { categoriesRead: true });

    expect(control('Category').value).toBe('science');
    await user.selectOptions(control('Sort by'), 'Price: low to high');

    await waitFor(() => expect(currentLocation()).toBe('/search?q=dune&categoryId=science&sort=price_asc'));
    await waitFor(() => expect(server.inputsOf('catalog.search')).toHaveLength(2));
    expect(server.inputsOf('catalog.search')[1]).toEqual({ q: 'dune', categoryId: 'science', sort: 'price_asc', limit: 24, direction: 'forward' });
  });

  it("keeps the address's category in the form on a cold load, once the categories arrive", async () => {
    const { server, user } = openSearch('?q=dune&categoryId=science');

    await screen.findByRole('option', { name: 'Science' });
    await waitFor(() => expect(control('Category').value).toBe('science'));
    expect((control('Category') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Science');

    // And the next search keeps it.
    await user.type(control('Location'), 'Dhaka');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentLocation()).toBe('/search?q=dune&categoryId=science&location=Dhaka'));
    await waitFor(() => expect(server.inputsOf('catalog.search')).toHaveLength(2));
    expect(server.inputsOf('catalog.search')[1]).toEqual({
      q: 'dune',
      categoryId: 'science',
      location: 'Dhaka',
      sort: 'newest',
      limit: 24,
      direction: 'forward',
    });
  });

  it('leaves out what a hand-edited address got wrong, instead of failing the search', async () => {
    const { server } = openSearch('?q=%20&sort=cheapest&minPrice=-1&maxPrice=lots&condition=Mint&categoryId=Not%20A%20Slug');

    await screen.findByText('No books found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find a book');
    expect(server.inputsOf('catalog.search')).toEqual([{ sort: 'newest', limit: 24, direction: 'forward' }]);
    expect(control('Sort by').value).toBe('newest');
  });

  it("searches up to the store's price limit when the address asks for more, instead of being refused", async () => {
    const { server } = openSearch('?q=dune&minPrice=25000000&maxPrice=99999999');

    await screen.findByText('No books found');
    expect(server.inputsOf('catalog.search')).toEqual([
      { q: 'dune', minPrice: 10_000_000, maxPrice: 10_000_000, sort: 'newest', limit: 24, direction: 'forward' },
    ]);
    expect(control('Min price').value).toBe('10000000');
    expect(control('Max price').value).toBe('10000000');
  });

  it('says the price limit under a price above it, and searches only once it is fixed', async () => {
    const { server, user } = openSearch('?q=dune');
    await screen.findByText('No books found');

    await user.type(control('Max price'), '20000000');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(fieldErrors(['Min price', 'Max price'])).toEqual({ 'Min price': null, 'Max price': 'Max price is at most BDT\u00a010,000,000' });
    expect(document.activeElement).toBe(control('Max price'));
    expect(currentLocation()).toBe('/search?q=dune');

    // A new order applies the form too: still not with that price.
    await user.selectOptions(control('Sort by'), 'Price: low to high');
    expect(currentLocation()).toBe('/search?q=dune');

    await user.clear(control('Max price'));
    await user.type(control('Max price'), '500');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(currentLocation()).toBe('/search?q=dune&maxPrice=500&sort=price_asc'));
    await waitFor(() => expect(server.inputsOf('catalog.search')).toHaveLength(2));
    expect(server.inputsOf('catalog.search')[1]).toEqual({ q: 'dune', maxPrice: 500, sort: 'price_asc', limit: 24, direction: 'forward' });
    expect(fieldErrors(['Min price', 'Max price'])).toEqual({ 'Min price': null, 'Max price': null });
  });

  it('says so under Min price when it is more than Max price, and does not search', async () => {
    const { server, user } = openSearch('?q=dune');
    await screen.findByText('No books found');

    await user.type(control('Min price'), '500');
    await user.type(control('Max price'), '100');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(fieldErrors(['Min price', 'Max price'])).toEqual({ 'Min price': 'Min price is more than Max price', 'Max price': null });
    expect(document.activeElement).toBe(control('Min price'));
    expect(currentLocation()).toBe('/search?q=dune');
    expect(server.inputsOf('catalog.search')).toHaveLength(1);
  });

  it('writes the filled-in filters to the address when Search is pressed, and searches again', async () => {
    const { server, user } = openSearch('?q=dune');
    await screen.findByRole('option', { name: 'Fiction' });

    await user.selectOptions(control('Category'), 'Fiction');
    await user.type(control('Min price'), '50');
    await user.type(control('Location'), ' Dhaka ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(currentLocation()).toBe('/search?q=dune&categoryId=fiction&minPrice=50&location=Dhaka'));
    await waitFor(() => expect(server.inputsOf('catalog.search')).toHaveLength(2));
    expect(server.inputsOf('catalog.search')[1]).toEqual({
      q: 'dune',
      categoryId: 'fiction',
      minPrice: 50,
      location: 'Dhaka',
      sort: 'newest',
      limit: 24,
      direction: 'forward',
    });
  });

  it('applies another order at once, without pressing Search', async () => {
    const { user } = openSearch('?q=dune&condition=Fair');

    await user.selectOptions(control('Sort by'), 'Price: high to low');

    await waitFor(() => expect(currentLocation()).toBe('/search?q=dune&condition=Fair&sort=price_desc'));
  });

  it('clears every filter, not back to the values the form was opened with', async () => {
    const { user } = openSearch('?q=dune&condition=Fair&maxPrice=300&sort=price_asc');

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await waitFor(() => expect(currentLocation()).toBe('/search'));
    expect(values()).toEqual({ 'Title or author': '', Category: '', Condition: '', 'Min price': '', 'Max price': '', Location: '', 'Sort by': 'newest' });
  });

  it('says how many filters are on, on the button that unfolds them on phones', async () => {
    openSearch('?q=dune&condition=Fair&maxPrice=300&sort=price_asc');

    expect(screen.getByRole('button', { name: 'Filters (2 on)' }).getAttribute('aria-expanded')).toBe('false');
    await screen.findByText('No books found');
  });
});
