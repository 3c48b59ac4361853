import type { SearchFilters } from './search-params.ts';
import { search } from '../../i18n/search.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** How many filters narrow the search (the words and the sort are not filters). */
export function activeFilterCount(filters: SearchFilters): number {
  return [filters.categoryId, filters.condition, filters.minPrice, filters.maxPrice, filters.location].filter((value) => value !== undefined).length;
}

type FiltersToggleProps = { filters: SearchFilters; open: boolean; controls: string; onToggle: () => void };

/** Phones only: opens and folds the filter form, saying how many filters are on while it is folded. */
export function FiltersToggle({ filters, open, controls, onToggle }: FiltersToggleProps) {
  const count = activeFilterCount(filters);
  const t = useMessages(search);
  return (
    <button type="button" className="btn btn-outline btn-secondary mb-6 sm:hidden" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {count > 0 ? t('filtersOn', { count }) : t('filters')}
    </button>
  );
}
