import { CONDITIONS, priceRangeInOrder, SEARCH_SORTS, searchQuerySchema, type SearchSort } from '../../../shared/books.ts';
import { toMinor } from '../../../shared/money.ts';
import { formatMoney } from '../../i18n/format.ts';
import { formText } from '../../lib/form-text.ts';
import { searchFilters } from '../../i18n/filters.ts';

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

/** The highest price a search may name, in major units: the server's search schema refuses more, so it is read from there. */
export const SEARCH_PRICE_MAX = searchQuerySchema.shape.maxPrice.unwrap().maxValue ?? Number.MAX_SAFE_INTEGER;

const text = (value: string | null) => value?.trim() || undefined;
/**
 * A price of the address: dropped when it is no amount; above the store's limit, the limit. No
 * listing costs that much, so a limit means what the higher price meant: a maximum that leaves
 * nothing out, a minimum that nothing reaches (dropping that one would show every book instead).
 */
const amount = (value: string | null) => {
  const n = value?.trim() ? Number(value) : NaN;
  return Number.isNaN(n) || n < 0 ? undefined : Math.min(n, SEARCH_PRICE_MAX);
};
const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined => options.find((option) => option === value);

/**
 * Reads the address leniently: a hand-edited value the server would refuse is dropped (a price over
 * the limit is brought down to it), not sent, and a price range written the wrong way round is read
 * in order.
 */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const categoryId = text(params.get('categoryId'));
  const [low, high] = [amount(params.get('minPrice')), amount(params.get('maxPrice'))];
  const [minPrice, maxPrice] = priceRangeInOrder({ minPrice: low, maxPrice: high }) ? [low, high] : [high, low];
  return {
    q: text(params.get('q'))?.slice(0, 100),
    categoryId: categoryId && /^[a-z0-9-]{1,64}$/.test(categoryId) ? categoryId : undefined,
    condition: oneOf(CONDITIONS, params.get('condition')),
    minPrice,
    maxPrice,
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

/** Each price field, with its message when it is above the store's limit. */
const PRICE_FIELDS = [
  ['minPrice', 'minPriceAtMost'],
  ['maxPrice', 'maxPriceAtMost'],
] as const;
export type PriceErrors = Partial<Record<(typeof PRICE_FIELDS)[number][0], string>>;

/**
 * The filter form's prices the server would refuse, each with a message: above the store's limit
 * (named in the store currency, as prices are shown), or a minimum above the maximum. The form says
 * so instead of sending a search to be refused.
 */
export function searchPriceErrors(form: FormData, currency: string): PriceErrors {
  const errors: PriceErrors = {};
  const price = (name: keyof PriceErrors) => {
    const value = formText(form, name).trim();
    return value ? Number(value) : undefined;
  };
  for (const [name, atMost] of PRICE_FIELDS) {
    if ((price(name) ?? 0) > SEARCH_PRICE_MAX) errors[name] = searchFilters.t(atMost, { max: formatMoney(toMinor(SEARCH_PRICE_MAX, currency), currency) });
  }
  if (!errors.minPrice && !errors.maxPrice && !priceRangeInOrder({ minPrice: price('minPrice'), maxPrice: price('maxPrice') })) {
    errors.minPrice = searchFilters.t('minAboveMax');
  }
  return errors;
}
