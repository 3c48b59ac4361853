import { TRPCError } from '@trpc/server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants.ts';
import type { Category } from '../../../shared/catalog.ts';
import { EXAMPLE_ISBN_RECORD, type IsbnRecord } from '../../../shared/isbn.ts';
import { chooseFile, fieldError, fieldErrors, fill, picture } from '../../test/fields.ts';
import { currentLocation, fakeServer, renderWithProviders, STORE_CONFIG, type Handlers } from '../../test/fake-server.tsx';
import { AddBookPage } from './add-book-page.tsx';

const LABELS = [
  'Title',
  'Author',
  'Price (resale)',
  'Price when new (optional)',
  'Condition',
  'Years of use',
  'Phone',
  'Location',
  'Category',
  'Description',
  'Photos (up to 6)',
] as const;
const CATEGORIES: Category[] = [
  { _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', category: 'Fiction', categoryBn: null, categoryId: 'fiction' },
  { _id: '7a2d3e4f-5b6c-4d7e-8f9a-0b1c2d3e4f5a', category: 'Science', categoryBn: null, categoryId: 'science' },
];
const MB = 1024 * 1024;

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const addBook = () => screen.getByRole('button', { name: 'Add Book' });

function renderPage(handlers: Handlers = {}, rest: Parameters<typeof fakeServer>[1] = {}) {
  const server = fakeServer({ 'catalog.storeConfig': () => STORE_CONFIG, 'catalog.categories': () => CATEGORIES, ...handlers }, rest);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AddBookPage />, { path: '/dashboard/add-book' });
  return { server, user };
}

/** Fills the empty form with a listing the store takes, with `changes` (label: text given instead). */
async function fillIn(user: UserEvent, changes: Partial<Record<(typeof LABELS)[number], string>> = {}) {
  const typed = {
    Title: 'The God of Small Things',
    Author: 'Arundhati Roy',
    'Price (resale)': '350.50',
    'Years of use': '2',
    Phone: '+8801700000000',
    Location: 'Dhaka',
    Description: 'A few pencil notes.',
    ...changes,
  };
  for (const [label, text] of Object.entries(typed)) {
    if (text) await fill(user, input(label), text);
  }
  await screen.findByRole('option', { name: 'Fiction' });
  await user.selectOptions(screen.getByLabelText('Category'), 'Fiction');
  chooseFile(input('Photos (up to 6)'), picture(2000, 'image/jpeg', 'cover.jpg'));
}

describe('AddBookPage', () => {
  it('offers the categories once the store has listed them', async () => {
    renderPage();

    const category = screen.getByLabelText<HTMLSelectElement>('Category');
    expect(category.disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'Loading categories…' })).toBeTruthy();

    await screen.findByRole('option', { name: 'Science' });
    expect(category.disabled).toBe(false);
    expect([...category.options].map((o) => o.textContent)).toEqual(['Choose a category', 'Fiction', 'Science']);
  });

  it('shows what each required field needs, next to it, and sends nothing', async () => {
    const { server, user } = renderPage();
    await screen.findByRole('option', { name: 'Fiction' });

    await user.click(addBook());

    expect(fieldErrors(LABELS)).toEqual({
      Title: 'Title is required',
      Author: 'Author is required',
      'Price (resale)': 'Price must be a positive amount with at most two decimals, e.g. 350 or 350.50',
      'Price when new (optional)': null,
      Condition: null,
      'Years of use': null,
      Phone: 'Phone is required',
      Location: 'Location is required',
      Category: 'Category is required',
      Description: null,
      'Photos (up to 6)': 'Photo is required',
    });
    expect(document.activeElement).toBe(input('Title'));
    expect(server.calls.map((c) => c.path)).not.toContain('books.add');
  });

  it.each([
    ['Price (resale)', '0', 'Price must be more than zero'],
    ['Price (resale)', '350.505', 'Price must be a positive amount with at most two decimals, e.g. 350 or 350.50'],
    ['Price (resale)', '12,50', 'Price must be a positive amount with at most two decimals, e.g. 350 or 350.50'],
    ['Price when new (optional)', '350.50', 'The price when new must be more than the resale price'],
    ['Price when new (optional)', 'new', 'Price when new must be a positive amount with at most two decimals, e.g. 350 or 350.50'],
    ['Years of use', '2.5', 'Years of use must be a whole number from 0 to 200'],
    ['Years of use', '201', 'Years of use must be a whole number from 0 to 200'],
    ['Phone', 'call me', 'Phone must be a phone number, e.g. +8801700000000'],
  ] as const)('says what is wrong with %s %j', async (label, typed, message) => {
    const { user } = renderPage();
    await fillIn(user, { [label]: typed });

    await user.click(addBook());

    expect(fieldError(label)).toBe(message);
    expect(fieldErrors(LABELS.filter((l) => l !== label))).toEqual(Object.fromEntries(LABELS.filter((l) => l !== label).map((l) => [l, null])));
    expect(document.activeElement).toBe(input(label));
  });

  it('in a store whose currency has no decimals (JPY), asks for digits and refuses a price with decimals', async () => {
    const { server, user } = renderPage({ 'catalog.storeConfig': () => ({ ...STORE_CONFIG, currency: 'JPY' }) });
    // The currency comes with the categories (one batch): once they show, it is known.
    await fillIn(user, { 'Price (resale)': '350.50' });

    await user.click(addBook());

    expect(fieldError('Price (resale)')).toBe('Price must be a positive amount with no decimals (JPY), e.g. 350');
    expect(input('Price (resale)').getAttribute('inputmode')).toBe('numeric');
    expect(server.calls.map((c) => c.path)).not.toContain('books.add');
  });

  it("refuses a photo over the store's limit before uploading it", async () => {
    const upload = vi.fn(() => Response.json({ data: { display_url: '/images/x.webp' } }));
    const { user } = renderPage({ 'catalog.storeConfig': () => ({ ...STORE_CONFIG, imageMaxBytes: 1 * MB }) }, { 'POST /api/images': upload });
    // The limit comes with the categories (one batch): once they show, it is known.
    await fillIn(user);
    chooseFile(input('Photos (up to 6)'), picture(1.5 * MB, 'image/webp', 'large.webp'));

    await user.click(addBook());

    expect(fieldError('Photos (up to 6)')).toBe('The second photo is 1.5 MB; the limit is 1 MB.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads the photo, lists the book as typed, and opens My products', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'a.eyJleHAiOjQxMDI0NDQ4MDB9.sig'); // lapses in 2100
    let uploadedWith: string | null = null;
    const { server, user } = renderPage(
      { 'books.add': () => ({ acknowledged: true, insertedId: '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b' }) },
      {
        'POST /api/images': (init) => {
          uploadedWith = new Headers(init?.headers).get('Authorization');
          return Response.json({ data: { display_url: '/images/cover.webp' } });
        },
      },
    );
    await fillIn(user);
    await user.selectOptions(screen.getByLabelText('Condition'), 'Excellent');
    await fill(user, input('Price when new (optional)'), '600');
    await fill(user, input('ISBN (optional)'), '0-679-45731-3');

    await user.click(addBook());

    await waitFor(() => expect(currentLocation()).toBe('/dashboard/my-products'));
    expect(uploadedWith).toBe('Bearer a.eyJleHAiOjQxMDI0NDQ4MDB9.sig');
    expect(server.inputsOf('books.add')).toEqual([
      {
        book: 'The God of Small Things',
        author: 'Arundhati Roy',
        price: '350.50',
        originalPrice: '600',
        condition: 'Excellent',
        years: '2',
        phone: '+8801700000000',
        location: 'Dhaka',
        description: 'A few pencil notes.',
        categoryId: 'fiction',
        photos: ['/images/cover.webp'],
        isbn: '0-679-45731-3',
      },
    ]);
  });

  it("shows the store's refusal above the button and keeps what was typed", async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'a.eyJleHAiOjQxMDI0NDQ4MDB9.sig');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage(
      {
        'books.add': () => {
          throw new TRPCError({ code: 'FORBIDDEN', message: 'Only sellers can add books.' });
        },
      },
      { 'POST /api/images': () => Response.json({ data: { display_url: '/images/cover.webp' } }) },
    );
    await fillIn(user);

    await user.click(addBook());

    expect((await screen.findByRole('alert')).textContent).toBe('Only sellers can add books.');
    expect(input('Title').value).toBe('The God of Small Things');
    expect(addBook()).toHaveProperty('disabled', false);
    expect(currentLocation()).toBe('/dashboard/add-book');
  });

  it('takes up to 6 photos, the first the cover, saying how many of those chosen were left out', () => {
    renderPage();
    const chosen = new DataTransfer();
    for (let n = 1; n <= 8; n++) chosen.items.add(picture(1000, 'image/png', `page-${n}.png`));
    const field = input('Photos (up to 6)');
    field.files = chosen.files;
    fireEvent.change(field);

    const tiles = within(screen.getByRole('list', { name: 'Photos, in order' })).getAllByRole('listitem');
    expect(tiles).toHaveLength(6);
    expect(tiles.map((tile) => tile.textContent.includes('Cover'))).toEqual([true, false, false, false, false, false]);
    expect(screen.getByText('A listing has at most 6 photos: 2 of those chosen were left out.')).toBeTruthy();
    expect(field.disabled).toBe(true);
  });

  describe('the price hint', () => {
    const HINT = {
      asking: { count: 4, medianMinor: 43500, lowMinor: 38000, highMinor: 50000 },
      sold: { count: 3, medianMinor: 34000, lowMinor: 30000, highMinor: 36000 },
    };

    it('shows what copies like this one ask and sold for, once a title and author or an ISBN are typed, for the chosen condition', async () => {
      const { server, user } = renderPage({ 'books.priceHint': () => HINT });
      await fill(user, input('Title'), 'Great Expectations');
      await fill(user, input('Author'), 'Charles Dickens');
      await user.selectOptions(screen.getByLabelText('Condition'), 'Excellent');

      const hint = await screen.findByText('Copies like this one in Excellent condition, in this store:');
      expect(hint.parentElement?.textContent.replace(/\u00a0/g, ' ')).toBe(
        'Copies like this one in Excellent condition, in this store:' +
          'On sale now: BDT 435 typical, BDT 380 to BDT 500 (4 copies)' +
          'Sold in the last year: BDT 340 typical, BDT 300 to BDT 360 (3 sold)',
      );
      expect(server.inputsOf('books.priceHint').at(-1)).toEqual({ isbn: null, title: 'Great Expectations', author: 'Charles Dickens', condition: 'Excellent' });

      await fill(user, input('ISBN (optional)'), '0-14-143956-4');
      await waitFor(() => expect(server.inputsOf('books.priceHint').at(-1)).toMatchObject({ isbn: '9780141439563' }));
    });

    it('shows nothing when too few copies compare, or before the book is named', async () => {
      const { server, user } = renderPage({ 'books.priceHint': () => ({ asking: null, sold: null }) });
      await fill(user, input('Title'), 'A Rare Almanac');
      await new Promise((settle) => setTimeout(settle, 500));
      expect(server.inputsOf('books.priceHint')).toEqual([]);
      await fill(user, input('Author'), 'Ode Quill');
      await waitFor(() => expect(server.inputsOf('books.priceHint')).toHaveLength(1));
      expect(screen.queryByText(/Copies like this one/)).toBeNull();
    });
  });

  describe('looking the ISBN up', () => {
    const RECORD: IsbnRecord = { ...EXAMPLE_ISBN_RECORD, image: null };

    it('fills the title, author and description from the catalogue, asking for the ISBN-13 of an ISBN-10, all still editable', async () => {
      const { server, user } = renderPage({ 'books.lookUpIsbn': () => RECORD });
      await fill(user, input('ISBN (optional)'), '0-679-45731-3');
      await user.click(screen.getByRole('button', { name: 'Look up' }));

      expect(await screen.findByText(/^Filled from Open Library: The God of Small Things by Arundhati Roy/)).toBeTruthy();
      expect(server.inputsOf('books.lookUpIsbn')).toEqual([{ isbn: '9780679457312' }]);
      expect([input('Title').value, input('Author').value, screen.getByLabelText<HTMLTextAreaElement>('Description').value]).toEqual([
        'The God of Small Things',
        'Arundhati Roy',
        'Twins in Kerala, 1969.',
      ]);
      await user.clear(input('Title'));
      await fill(user, input('Title'), 'The God of Small Things (first edition)');
      expect(input('Title').value).toBe('The God of Small Things (first edition)');
    });

    it("offers the catalogue's cover as a photo, which is then sent without an upload", async () => {
      localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'a.eyJleHAiOjQxMDI0NDQ4MDB9.sig');
      const upload = vi.fn(() => Response.json({ data: { display_url: '/images/x.webp' } }));
      const { server, user } = renderPage(
        { 'books.lookUpIsbn': () => ({ ...RECORD, image: '/images/catalogue-cover.webp' }), 'books.add': () => ({ acknowledged: true, insertedId: 'x' }) },
        { 'POST /api/images': upload },
      );
      await fill(user, input('ISBN (optional)'), '9780679457312');
      await user.click(screen.getByRole('button', { name: 'Look up' }));
      await user.click(await screen.findByRole('button', { name: 'Use the catalogue’s cover as a photo' }));
      const tiles = within(screen.getByRole('list', { name: 'Photos, in order' })).getAllByRole('listitem');
      expect(tiles.map((tile) => tile.querySelector('img')?.getAttribute('src'))).toEqual(['/images/catalogue-cover.webp']);
      expect(screen.queryByRole('button', { name: 'Use the catalogue’s cover as a photo' })).toBeNull();

      await fill(user, input('Price (resale)'), '300');
      await fill(user, input('Phone'), '+8801700000000');
      await fill(user, input('Location'), 'Dhaka');
      await user.selectOptions(screen.getByLabelText('Category'), 'Fiction');
      await user.click(addBook());
      await waitFor(() => expect(server.inputsOf('books.add')).toHaveLength(1));
      expect(server.inputsOf('books.add')[0]).toMatchObject({ book: 'The God of Small Things', photos: ['/images/catalogue-cover.webp'] });
      expect(upload).not.toHaveBeenCalled();
    });

    it('tells the seller to type the book in when the catalogue does not know it or does not answer, and when the ISBN has a typo', async () => {
      let answer: () => IsbnRecord = () => ({ ...RECORD, found: false, title: null, authors: [], description: null });
      const { server, user } = renderPage({ 'books.lookUpIsbn': () => answer() });
      await fill(user, input('ISBN (optional)'), '9780679457312');
      await user.click(screen.getByRole('button', { name: 'Look up' }));
      expect(await screen.findByText('Open Library does not know this ISBN: type the book in.')).toBeTruthy();
      expect(input('Title').value).toBe('');

      answer = () => {
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'A service the store relies on (Open Library) is not answering right now.' });
      };
      await user.clear(input('ISBN (optional)'));
      await fill(user, input('ISBN (optional)'), '978-1-86197-876-9');
      await user.click(screen.getByRole('button', { name: 'Look up' }));
      expect(await screen.findByText('The book catalogue is not answering right now: type the book in.')).toBeTruthy();

      await user.clear(input('ISBN (optional)'));
      await fill(user, input('ISBN (optional)'), '9780679457313');
      await user.click(screen.getByRole('button', { name: 'Look up' }));
      expect(await screen.findByText(/^That is not an ISBN/)).toBeTruthy();
      expect(server.inputsOf('books.lookUpIsbn')).toHaveLength(2);
    });
  });
});
