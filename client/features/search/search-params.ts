import { CONDITIONS, SEARCH_SORTS, type SearchSort } from '../../../shared/books.ts';
import { formText } from '../../lib/form-text.ts';

type Condition = (typeof CONDITIONS)[number];

/** What /search keeps in its address: the query, the filters and the sort (paging stays in memory). */
export type SearchFilters = {
  q?: string;
  categoryId?: string;
  condition?: Condition;
  minPrice?: number;
  maxPrice?: number;
  location?: string;
  sort: SearchSort;
};

export const SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

const text = (value: string | null) => value?.trim() || undefined;
const amount = (value: string | null) => {
  const n = value?.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};
const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined => options.find((option) => option === value);

/** Reads the address leniently: a hand-edited value the server would refuse is dropped, not sent. */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const categoryId = text(params.get('categoryId'));
  return {
    q: text(params.get('q'))?.slice(0, 100),
    categoryId: categoryId && /^[a-z0-9-]{1,64}$/.test(categoryId) ? categoryId : undefined,
    condition: oneOf(CONDITIONS, params.get('condition')),
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    location: text(params.get('location'))?.slice(0, 120),
    sort: oneOf(SEARCH_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** The address for a filter form's values: empty fields and the default sort are left out. */
export function searchParamsFrom(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['q', 'categoryId', 'condition', 'minPrice', 'maxPrice', 'location', 'sort'] as const) {
    const value = formText(form, name).trim();
    if (value && !(name === 'sort' && value === 'newest')) params.set(name, value);
  }
  return params;
}
