import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FiltersToggle } from '../../features/search/filters-toggle.tsx';
import { SearchFiltersForm } from '../../features/search/search-filters-form.tsx';
import { readSearchFilters, searchParamsFrom } from '../../features/search/search-params.ts';
import { SearchResults } from '../../features/search/search-results.tsx';
import { AlertMeButton } from '../../features/wishlist/alert-me-button.tsx';
import { BookableBookGrid } from '../book-actions/bookable-book-grid.tsx';
import { search } from '../../i18n/search.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** /search: the query, filters and sort live in the address, so a search can be shared and reloaded. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = readSearchFilters(params);
  // Phones: the form is folded so the results start near the top; applying it folds it again.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const formId = useId();
  const t = useMessages(search);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{filters.q ? t('pageTitleFor', { q: filters.q }) : t('pageTitle')}</title>
      <div className="mb-6 flex max-w-3xl flex-wrap items-end justify-between gap-4 sm:mb-8">
        <div>
          <p className="text-secondary text-sm font-semibold tracking-wider uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 font-serif text-3xl font-bold break-words sm:text-4xl">{filters.q ? t('resultsFor', { q: filters.q }) : t('findBook')}</h1>
        </div>
        {/* Keyed by the address: another search can be saved too. */}
        <AlertMeButton key={params.toString()} filters={filters} />
      </div>
      <FiltersToggle filters={filters} open={filtersOpen} controls={formId} onToggle={() => setFiltersOpen((open) => !open)} />
      {/* Keyed by the address: going back or forward shows that search's values in the form. */}
      <SearchFiltersForm
        key={params.toString()}
        id={formId}
        folded={!filtersOpen}
        filters={filters}
        onApply={(form) => {
          setFiltersOpen(false);
          setParams(searchParamsFrom(form));
        }}
      />
      <SearchResults filters={filters} renderBooks={(books) => <BookableBookGrid books={books} cardHeadingTag="h2" opensPage />} />
    </div>
  );
}
