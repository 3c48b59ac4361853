import { describe, expect, it } from 'vitest';
import { readSearchFilters, searchParamsFrom, type SearchFilters } from './search-params.ts';

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

  it('keeps a price of zero (free books are a filter too)', () => {
    expect(read('minPrice=0').minPrice).toBe(0);
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
