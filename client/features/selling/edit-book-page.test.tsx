import { TRPCError } from '@trpc/server';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SellerBook } from '../../../shared/books.ts';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants.ts';
import { aBook } from '../../test/books.ts';
import { chooseFile, fill, picture } from '../../test/fields.ts';
import { currentLocation, fakeServer, renderWithProviders, STORE_CONFIG, type Handlers } from '../../test/fake-server.tsx';
import { EditBookPage } from './edit-book-page.tsx';

const ID = '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b';
const LISTING: SellerBook = {
  ...aBook({ _id: ID, condition: 'Fair', description: 'A few pencil notes.', categoryId: 'science', isbn: '9780679457312' }),
  photos: ['/images/cover.webp', '/images/back.webp'],
  sale: null,
  hidden: false,
  savedCount: 0,
};
const CATEGORIES = [
  { _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', category: 'Fiction', categoryBn: null, categoryId: 'fiction' },
  { _id: '7a2d3e4f-5b6c-4d7e-8f9a-0b1c2d3e4f5a', category: 'Science', categoryBn: null, categoryId: 'science' },
];

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

function renderPage(handlers: Handlers = {}, rest: Parameters<typeof fakeServer>[1] = {}, id = ID) {
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'a.eyJleHAiOjQxMDI0NDQ4MDB9.sig'); // lapses in 2100
  const server = fakeServer(
    {
      'catalog.storeConfig': () => STORE_CONFIG,
      'catalog.categories': () => CATEGORIES,
      'books.own': () => LISTING,
      'books.edit': () => ({ acknowledged: true, modifiedCount: 1, upsertedId: null, upsertedCount: 0, matchedCount: 1 }),
      ...handlers,
    },
    rest,
  );
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/my-products/:id/edit" element={<EditBookPage />} />
    </Routes>,
    { path: `/dashboard/my-products/${id}/edit` },
  );
  return { server, user };
}

describe('EditBookPage', () => {
  it('starts from the listing, every field filled, its category picked and its photos in order', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Edit: The God of Small Things' })).toBeTruthy();
    const values = ['ISBN (optional)', 'Title', 'Author', 'Price (resale)', 'Price when new (optional)', 'Years of use', 'Phone', 'Location'].map(
      (label) => input(label).value,
    );
    expect(values).toEqual(['9780679457312', 'The God of Small Things', 'Arundhati Roy', '350', '', '2', '+8801700000000', 'Dhaka']);
    expect(screen.getByLabelText<HTMLSelectElement>('Condition').value).toBe('Fair');
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('science');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('A few pencil notes.');
    const tiles = within(screen.getByRole('list', { name: 'Photos, in order' })).getAllByRole('listitem');
    expect(tiles.map((tile) => [tile.querySelector('img')?.getAttribute('src'), tile.textContent.includes('Cover')])).toEqual([
      ['/images/cover.webp', true],
      ['/images/back.webp', false],
    ]);
  });

  it('sends every field as now typed and the photos it keeps, uploading nothing when no photo was chosen, then opens My products', async () => {
    const upload = vi.fn(() => Response.json({ data: { display_url: '/images/new.webp' } }));
    const { server, user } = renderPage({}, { 'POST /api/images': upload });
    await screen.findByRole('heading', { name: /^Edit:/ });
    await user.clear(input('Title'));
    await fill(user, input('Title'), 'The God of Small Things (first edition)');
    await user.clear(input('Years of use'));
    await fill(user, input('Price when new (optional)'), '900');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentLocation()).toBe('/dashboard/my-products'));
    expect(upload).not.toHaveBeenCalled();
    expect(server.inputsOf('books.edit')).toEqual([
      {
        id: ID,
        isbn: '9780679457312',
        book: 'The God of Small Things (first edition)',
        author: 'Arundhati Roy',
        price: '350',
        originalPrice: '900',
        condition: 'Fair',
        years: '',
        phone: '+8801700000000',
        location: 'Dhaka',
        description: 'A few pencil notes.',
        categoryId: 'science',
        photos: ['/images/cover.webp', '/images/back.webp'],
      },
    ]);
  });

  it('uploads a newly chosen photo, and sends the photos in the order the seller left them', async () => {
    const { server, user } = renderPage({}, { 'POST /api/images': () => Response.json({ data: { display_url: '/images/new.webp' } }) });
    await screen.findByRole('heading', { name: /^Edit:/ });
    chooseFile(input('Photos (up to 6)'), picture(2000, 'image/jpeg', 'better.jpg'));
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.inputsOf('books.edit')).toHaveLength(1));
    expect(server.inputsOf('books.edit')[0]).toMatchObject({ id: ID, photos: ['/images/new.webp', '/images/cover.webp'] });
  });

  it("checks the fields as a new listing's, and shows the store's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server, user } = renderPage({
      'books.edit': () => {
        throw new TRPCError({ code: 'CONFLICT', message: 'This copy is booked: it can be edited again if the booking ends.' });
      },
    });
    await screen.findByRole('heading', { name: /^Edit:/ });
    await user.clear(input('Price (resale)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(server.inputsOf('books.edit')).toEqual([]);
    expect(document.activeElement).toBe(input('Price (resale)'));

    await fill(user, input('Price (resale)'), '300');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This copy is booked: it can be edited again if the booking ends.');
  });

  it('says why a booked copy cannot be edited, instead of the form', async () => {
    renderPage({
      'books.own': () => ({
        ...LISTING,
        booked: true,
        sale: {
          orderId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
          status: 'booked',
          state: 'booked',
          buyerEmail: 'b@example.com',
          buyerPhone: '+8801711111111',
          buyerLocation: 'Dhaka',
          bundleId: null,
        },
      }),
    });
    expect(await screen.findByText(/^This copy is booked: the buyer booked it as it was listed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('answers a listing that is not the seller’s, or no listing at all, with "Listing not found"', async () => {
    renderPage({
      'books.own': () => {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the seller of this book can edit it.' });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeTruthy();
  });
});
