import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from '../../../shared/books.ts';
import { readSearchFilters, SEARCH_PRICE_MAX, searchParamsFrom, searchPriceErrors, type SearchFilters } from './search-params.ts';

const read = (query: string) => readSearchFilters(new URLSearchParams(query));

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('readSearchFilters', () => {
  it('reads an empty address as a plain search, newest first', () => {
    expect(read('')).toEqual({ sort: 'newest' });
  });

  it('reads every filter of the address', () => {
    expect(read('q=small+things&categoryId=fiction&condition=Good&minPrice=100&maxPrice=499.5&location=Dhaka&sort=price_asc')).toEqual({
      q: 'small things',
      categoryId: 'fiction',
      condition: 'Good',
      minPrice: 100,
      maxPrice: 499.5,
      location: 'Dhaka',
      sort: 'price_asc',
    });
  });

  it.each([
    ['an unknown sort', 'sort=cheapest', {}],
    ['a sort in other case', 'sort=PRICE_ASC', {}],
    ['an unknown condition', 'condition=Mint', {}],
    ['a condition in other case', 'condition=good', {}],
    ['a category that is no slug', 'categoryId=Science%20Fiction', {}],
    ['a category slug too long', `categoryId=${'a'.repeat(65)}`, {}],
    ['a negative price', 'minPrice=-5', {}],
    ['a price that is no number', 'maxPrice=cheap', {}],
    ['an empty price', 'minPrice=&maxPrice=%20', {}],
    ['a blank query', 'q=%20%20&location=%20', {}],
  ])('drops %s instead of sending it', (_what, query, kept) => {
    expect(read(query)).toEqual({ sort: 'newest', ...kept });
  });

  it('reads a price range written the wrong way round in order, which the server takes', () => {
    const filters = read('minPrice=900&maxPrice=250.5');
    expect(filters).toEqual({ sort: 'newest', minPrice: 250.5, maxPrice: 900 });
    expect(searchQuerySchema.safeParse(filters).success).toBe(true);
    expect(searchQuerySchema.safeParse({ minPrice: 900, maxPrice: 250.5 }).success).toBe(false);
  });

  it('keeps a price of zero (free books are a filter too)', () => {
    expect(read('minPrice=0').minPrice).toBe(0);
  });

  it("knows the server's price limit: the highest price a search may name", () => {
    expect(SEARCH_PRICE_MAX).toBe(10_000_000);
    for (const name of ['minPrice', 'maxPrice'] as const) {
      expect(searchQuerySchema.safeParse({ [name]: SEARCH_PRICE_MAX }).success).toBe(true);
      expect(searchQuerySchema.safeParse({ [name]: SEARCH_PRICE_MAX + 0.01 }).success).toBe(false);
    }
  });

  it.each([
    ['a minimum above the limit', 'minPrice=25000000', { minPrice: 10_000_000 }],
    ['a maximum above the limit', 'maxPrice=99999999.99', { maxPrice: 10_000_000 }],
    ['a price written as a huge power of ten', 'maxPrice=1e400', { maxPrice: 10_000_000 }],
    ['a price at the limit', 'minPrice=10000000', { minPrice: 10_000_000 }],
  ])('brings %s down to the limit, which the server takes', (_what, query, kept) => {
    const filters = read(query);
    expect(filters).toEqual({ sort: 'newest', ...kept });
    expect(searchQuerySchema.safeParse(filters).success).toBe(true);
  });

  it("trims the words and cuts them to the server's limits (100 for the query, 120 for the location)", () => {
    const filters = read(`q=${encodeURIComponent(`  ${'x'.repeat(150)}  `)}&location=${'y'.repeat(200)}`);
    expect(filters.q).toBe('x'.repeat(100));
    expect(filters.location).toBe('y'.repeat(120));
  });
});

describe('searchParamsFrom', () => {
  it('writes only the fields that were filled in, trimmed, and leaves the default sort out', () => {
    const params = searchParamsFrom(
      formData({ q: '  dune ', categoryId: '', condition: 'Fair', minPrice: '', maxPrice: '300', location: ' ', sort: 'newest' }),
    );
    expect(params.toString()).toBe('q=dune&condition=Fair&maxPrice=300');
  });

  it('writes a sort other than the default', () => {
    expect(searchParamsFrom(formData({ sort: 'price_desc' })).toString()).toBe('sort=price_desc');
  });

  it('writes nothing for a cleared form', () => {
    expect(searchParamsFrom(new FormData()).toString()).toBe('');
  });

  it('reads back the same search it wrote (a shared or reloaded address shows the same results)', () => {
    const filters: SearchFilters = {
      q: 'small things',
      categoryId: 'fiction',
      condition: 'Excellent',
      minPrice: 0,
      maxPrice: 250.75,
      location: 'Chattogram',
      sort: 'price_desc',
    };
    const form = formData(Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, String(value)])));

    const address = searchParamsFrom(form).toString();
    expect(readSearchFilters(new URLSearchParams(address))).toEqual(filters);
  });
});

describe('searchPriceErrors', () => {
  it('finds nothing wrong with prices up to the limit, or with none', () => {
    expect(searchPriceErrors(formData({ minPrice: '0', maxPrice: '10000000' }), 'BDT')).toEqual({});
    expect(searchPriceErrors(formData({ minPrice: '', maxPrice: ' ' }), 'BDT')).toEqual({});
    expect(searchPriceErrors(new FormData(), 'BDT')).toEqual({});
  });

  it('names the limit, in the store currency, for each price above it', () => {
    expect(searchPriceErrors(formData({ minPrice: '10000000.01', maxPrice: '2e7' }), 'BDT')).toEqual({
      minPrice: 'Min price is at most BDT\u00a010,000,000',
      maxPrice: 'Max price is at most BDT\u00a010,000,000',
    });
    expect(searchPriceErrors(formData({ maxPrice: '12000000' }), 'USD')).toEqual({ maxPrice: 'Max price is at most $10,000,000' });
  });

  it('says so under Min price when it is more than Max price, and not for an equal or open range', () => {
    expect(searchPriceErrors(formData({ minPrice: '500', maxPrice: '499.99' }), 'BDT')).toEqual({ minPrice: 'Min price is more than Max price' });
    expect(searchPriceErrors(formData({ minPrice: '500', maxPrice: '500' }), 'BDT')).toEqual({});
    expect(searchPriceErrors(formData({ minPrice: '500', maxPrice: '' }), 'BDT')).toEqual({});
    expect(searchPriceErrors(formData({ minPrice: '', maxPrice: '0' }), 'BDT')).toEqual({});
  });
});
