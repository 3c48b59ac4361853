import { useQuery } from '@tanstack/react-query';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { CategoryCard } from './category-card.tsx';
import { catalog } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** Every category as a card, with the loading, failure and empty states the grid can be in. */
export function CategoryGrid({ cardHeadingTag }: { cardHeadingTag: 'h2' | 'h3' }) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.catalog.categories.queryOptions());
  const t = useMessages(catalog);

  if (categories.isPending) return <LoadingSpinner label={t('loadingCategories')} />;
  if (categories.isError) {
    return <QueryError message={t('categoriesFailed')} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />;
  }
  if (categories.data.length === 0) {
    return <p className="text-base-content/75 py-8 text-center">{t('noCategories')}</p>;
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {categories.data.map((category) => (
        <li key={category._id} className="grid">
          <CategoryCard category={category} heading={cardHeadingTag} />
        </li>
      ))}
    </ul>
  );
}
