import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { CONDITIONS, SEARCH_SORTS } from '../../../shared/books.ts';
import { FormField } from '../../components/form-field.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { searchPriceErrors, type PriceErrors, type SearchFilters } from './search-params.ts';
import { books } from '../../i18n/books.ts';
import { searchFilters } from '../../i18n/filters.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { search } from '../../i18n/search.ts';
import { useCategoryName } from '../../i18n/use-category-name.ts';

type SearchFiltersFormProps = {
  filters: SearchFilters;
  onApply: (form: FormData) => void;
  /** On phones the form is folded away until its Filters button opens it; wider screens always show it. */
  folded: boolean;
  id: string;
};

export function SearchFiltersForm({ filters, onApply, folded, id }: SearchFiltersFormProps) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.catalog.categories.queryOptions());
  // Controlled, unlike the other fields: on a cold load the address's category is first a stand-in
  // option and then the list's, and React applies a `defaultValue` only once, to the stand-in.
  const [categoryId, setCategoryId] = useState(filters.categoryId ?? '');

  const currency = useStoreCurrency();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<PriceErrors>({});
  const t = useMessages(searchFilters);
  const nameOf = useCategoryName();
  const words = useMessages(search);
  const card = useMessages(books);

  // After a refused search, take the keyboard to the price that needs fixing.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const priceErrors = searchPriceErrors(form, currency);
    setErrors(priceErrors);
    if (Object.keys(priceErrors).length === 0) onApply(form);
  };

  return (
    <form
      ref={formRef}
      id={id}
      role="search"
      aria-label={t('formLabel')}
      onSubmit={submit}
      className={`card border-base-300 bg-base-100 mb-10 border p-5 shadow-sm ${folded ? 'hidden sm:flex' : ''}`}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <FormField label={words('titleOrAuthor')}>
            {(control) => <input {...control} name="q" type="search" defaultValue={filters.q ?? ''} maxLength={100} className="input w-full" />}
          </FormField>
        </div>
        <FormField label={t('category')}>
          {(control) => (
            <select {...control} name="categoryId" value={categoryId} onChange={(event) => setCategoryId(event.currentTarget.value)} className="select w-full">
              <option value="">{t('anyCategory')}</option>
              {categories.data?.map((category) => (
                <option key={category._id} value={category.categoryId}>
                  {nameOf(category)}
                </option>
              ))}
              {/* Until the list arrives, keep the chosen one selectable so the form does not lose it. */}
              {filters.categoryId && !categories.data && <option value={filters.categoryId}>{filters.categoryId}</option>}
            </select>
          )}
        </FormField>
        <FormField label={t('condition')}>
          {(control) => (
            <select {...control} name="condition" defaultValue={filters.condition ?? ''} className="select w-full">
              <option value="">{t('anyCondition')}</option>
              {CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {card(`condition.${condition}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <PriceField label={t('minPrice')} name="minPrice" value={filters.minPrice} error={errors.minPrice} />
        <PriceField label={t('maxPrice')} name="maxPrice" value={filters.maxPrice} error={errors.maxPrice} />
        <FormField label={t('location')}>
          {(control) => <input {...control} name="location" defaultValue={filters.location ?? ''} maxLength={120} className="input w-full" />}
        </FormField>
        <FormField label={t('sortBy')}>
          {(control) => (
            <select
              {...control}
              name="sort"
              defaultValue={filters.sort}
              className="select w-full"
              // A new order needs no other input: apply it at once.
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="reset"
          className="btn btn-ghost"
          onClick={(event) => {
            // Clearing means a fresh search, not the values the form was opened with.
            event.preventDefault();
            onApply(new FormData());
          }}
        >
          {t('clear')}
        </button>
        <button type="submit" className="btn btn-primary">
          {words('search')}
        </button>
      </div>
    </form>
  );
}

type PriceFieldProps = { label: string; name: 'minPrice' | 'maxPrice'; value: number | undefined; error: string | undefined };

/** A price bound of the search, in the store's currency, any number of decimals. */
function PriceField({ label, name, value, error }: PriceFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => <input {...control} name={name} type="number" min={0} step="any" inputMode="decimal" defaultValue={value ?? ''} className="input w-full" />}
    </FormField>
  );
}
