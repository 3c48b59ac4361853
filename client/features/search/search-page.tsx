import { useSearchParams } from 'react-router';
import { readSearchFilters, searchParamsFrom } from './search-params.ts';
import { SearchFiltersForm } from './search-filters-form.tsx';
import { SearchResults } from './search-results.tsx';

/** /search: the query, filters and sort live in the address, so a search can be shared and reloaded. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = readSearchFilters(params);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <title>{filters.q ? `Search: ${filters.q} · Book Store` : 'Search · Book Store'}</title>
      <div className="mb-8 max-w-2xl">
        <p className="text-secondary text-sm font-semibold tracking-wider uppercase">Search</p>
        <h1 className="mt-2 font-serif text-4xl font-bold break-words">
          {filters.q ? `Results for “${filters.q}”` : 'Find a book'}
        </h1>
      </div>
      {/* Keyed by the address: going back or forward shows that search's values in the form. */}
      <SearchFiltersForm key={params.toString()} filters={filters} onApply={(form) => setParams(searchParamsFrom(form))} />
      <SearchResults filters={filters} />
    </div>
  );
}
